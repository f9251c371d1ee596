// Rendering through Graphviz: formats, a missing `dot`, a bad DOT, PNG size limits.
#include "npuzzle/tracer/render.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "catch.hpp"
#include "temporary_folder.hpp"

using namespace npuzzle;
using npuzzle::testing::contains;
using npuzzle::testing::TemporaryFolder;

namespace {

namespace fs = std::filesystem;

std::string head_of(const fs::path& p, std::size_t n) {
    std::ifstream in(p, std::ios::binary);
    std::string s(n, '\0');
    in.read(s.data(), static_cast<std::streamsize>(n));
    s.resize(static_cast<std::size_t>(in.gcount()));
    return s;
}

// Sets an environment variable for one scope. Windows has no setenv: _putenv_s, where an empty
// value removes the variable.
class ScopedEnv {
  public:
    ScopedEnv(const char* name, const char* value) : name_(name) { set(name, value); }
    ~ScopedEnv() { set(name_, nullptr); }

  private:
    static void set(const char* name, const char* value) {
#ifdef _WIN32
        _putenv_s(name, value ? value : "");
#else
        if (value) {
            setenv(name, value, 1);
        } else {
            unsetenv(name);
        }
#endif
    }
    const char* name_;
};

}  // namespace

TEST_CASE("SVG, PNG and PDF are written by dot", "[tracer]") {
    const TemporaryFolder folder("npuzzle-render");
    const std::string dot = "digraph { a -> b [label=<u>]; }";
    render_dot(dot, ImageFormat::Svg, folder / "tree.svg");
    CHECK_THAT(head_of(folder / "tree.svg", 200), contains("<?xml"));
    render_dot(dot, ImageFormat::Png, folder / "tree.png");
    CHECK(head_of(folder / "tree.png", 4) == "\x89PNG");
    render_dot(dot, ImageFormat::Pdf, folder / "tree.pdf");
    CHECK(head_of(folder / "tree.pdf", 4) == "%PDF");
}

TEST_CASE("a missing Graphviz names the package to install", "[tracer]") {
    const TemporaryFolder folder("npuzzle-render");
    ScopedEnv env("NPUZZLE_DOT", "/nonexistent/bin/dot");
    CHECK_THROWS_WITH(render_dot("digraph {}", ImageFormat::Svg, folder / "tree.svg"),
                      contains("install the Debian package graphviz"));
    CHECK_FALSE(fs::exists(folder / "tree.svg"));
}

TEST_CASE("a DOT that dot rejects gives dot's own message and no file", "[tracer]") {
    const TemporaryFolder folder("npuzzle-render");
    CHECK_THROWS_WITH(render_dot("digraph { a -> }", ImageFormat::Svg, folder / "tree.svg"),
                      contains("syntax error"));
    CHECK_FALSE(fs::exists(folder / "tree.svg"));
}

TEST_CASE("a PNG too wide to read is refused with what to do instead", "[tracer]") {
    const TemporaryFolder folder("npuzzle-render");
    // 3,000 boxes side by side: about 2,300 inches, far past 16,000 pixels at 72 dpi.
    std::ostringstream dot;
    dot << "digraph { root;";
    for (int i = 0; i < 3000; ++i) dot << " root -> n" << i << ";";
    dot << " }";
    CHECK_THROWS_WITH(render_dot(dot.str(), ImageFormat::Png, folder / "tree.png"),
                      contains("too large for a legible PNG"));
    CHECK_FALSE(fs::exists(folder / "tree.png"));
}

TEST_CASE("image formats are named svg, png and pdf", "[tracer]") {
    CHECK(image_format_from_name("png") == ImageFormat::Png);
    CHECK(to_string(ImageFormat::Pdf) == "pdf");
    CHECK_THROWS_WITH(image_format_from_name("gif"), contains("known: svg, png, pdf"));
}
