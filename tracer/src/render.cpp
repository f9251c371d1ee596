#include "npuzzle/tracer/render.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <vector>

extern char** environ;

namespace npuzzle {

namespace {

namespace fs = std::filesystem;

// An anonymous file in memory: it has no name, so nothing is left behind when the program is
// killed, and nobody can swap it for a link.
class MemoryFile {
  public:
    MemoryFile() : fd_(memfd_create("npuzzle-dot", MFD_CLOEXEC)) {
        if (fd_ < 0)
            throw RenderError(std::string("cannot make a scratch file: ") + strerror(errno));
    }
    ~MemoryFile() { close(fd_); }
    MemoryFile(const MemoryFile&) = delete;
    MemoryFile& operator=(const MemoryFile&) = delete;
    int fd() const noexcept { return fd_; }

    void write_all(std::string_view text) const {
        while (!text.empty()) {
            const ssize_t n = ::write(fd_, text.data(), text.size());
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0)
                throw RenderError(std::string("cannot write a scratch file: ") + strerror(errno));
            text.remove_prefix(static_cast<std::size_t>(n));
        }
        lseek(fd_, 0, SEEK_SET);
    }
    std::string read_all() const {
        std::string text;
        char buffer[65536];
        lseek(fd_, 0, SEEK_SET);
        for (;;) {
            const ssize_t n = ::read(fd_, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            text.append(buffer, static_cast<std::size_t>(n));
        }
        return text;
    }

  private:
    int fd_;
};

const char* kMissing =
    "Graphviz's `dot` program was not found: install the Debian package graphviz "
    "(sudo apt-get install graphviz), or write the DOT text and render it elsewhere";

// Runs dot with `args`, the DOT text on its standard input; returns its standard output.
std::string run_dot(std::vector<std::string> args, std::string_view dot_text) {
    const std::string program = dot_program();
    args.insert(args.begin(), program);
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    MemoryFile input;
    MemoryFile output;
    MemoryFile errors;
    input.write_all(dot_text);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, input.fd(), 0);
    posix_spawn_file_actions_adddup2(&actions, output.fd(), 1);
    posix_spawn_file_actions_adddup2(&actions, errors.fd(), 2);
    pid_t pid = 0;
    const int spawned =
        posix_spawnp(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned == ENOENT) throw RenderError(kMissing);
    if (spawned != 0) {
        throw RenderError("cannot run " + program + ": " + std::strerror(spawned));
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    // posix_spawnp may report a missing program only through the child's exit status 127.
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) throw RenderError(kMissing);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::string message = errors.read_all();
        while (!message.empty() && message.back() == '\n') message.pop_back();
        throw RenderError("dot failed on the DOT text" +
                          (message.empty() ? std::string() : ": " + message));
    }
    return output.read_all();
}

// The laid-out size in inches, from the first line of `dot -Tplain`: "graph SCALE W H".
std::pair<double, double> layout_inches(std::string_view dot_text) {
    std::istringstream first(run_dot({"-Tplain"}, dot_text));
    std::string word;
    double scale = 1;
    double w = 0;
    double h = 0;
    first >> word >> scale >> w >> h;
    if (word != "graph") throw RenderError("dot -Tplain gave no layout size");
    return {w * scale, h * scale};
}

}  // namespace

ImageFormat image_format_from_name(std::string_view name) {
    if (name == "svg") return ImageFormat::Svg;
    if (name == "png") return ImageFormat::Png;
    if (name == "pdf") return ImageFormat::Pdf;
    throw std::invalid_argument("unknown image format '" + std::string(name) +
                                "' (known: svg, png, pdf)");
}

std::string_view to_string(ImageFormat format) noexcept {
    switch (format) {
        case ImageFormat::Svg:
            return "svg";
        case ImageFormat::Png:
            return "png";
        case ImageFormat::Pdf:
            return "pdf";
    }
    return "svg";
}

std::string dot_program() {
    const char* custom = std::getenv("NPUZZLE_DOT");
    return custom != nullptr && *custom != '\0' ? custom : "dot";
}

int png_dpi_for(double width, double height, int wanted) noexcept {
    const double longest = std::max({width, height, 1.0});
    const int dpi = std::min(wanted, static_cast<int>(kMaxPngPixels / longest));
    return dpi < kMinPngDpi ? 0 : dpi;
}

std::string render_dot_to_string(std::string_view dot_text, ImageFormat format,
                                 const RenderOptions& options) {
    // Appending, not "literal" + string: GCC 12 warns falsely (-Wrestrict) on the latter.
    std::string type = "-T";
    type += to_string(format);
    std::vector<std::string> args{type};
    if (format == ImageFormat::Png) {
        const auto [w, h] = layout_inches(dot_text);
        const int dpi = png_dpi_for(w, h, std::clamp(options.dpi, kMinPngDpi, kMaxPngDpi));
        if (dpi == 0) {
            std::ostringstream why;
            why << "the tree is too large for a legible PNG (" << static_cast<int>(w) << " x "
                << static_cast<int>(h) << " inches): draw it as SVG or PDF, or draw fewer nodes";
            throw RenderError(why.str());
        }
        std::string dpi_arg = "-Gdpi=";
        dpi_arg += std::to_string(dpi);
        args.push_back(dpi_arg);
    }
    return run_dot(args, dot_text);
}

void render_dot(std::string_view dot_text, ImageFormat format, const fs::path& output,
                const RenderOptions& options) {
    const std::string image = render_dot_to_string(dot_text, format, options);
    // Written whole or not at all: a failed render leaves no half file behind.
    std::ofstream out(output, std::ios::binary | std::ios::trunc);
    out << image;
    if (!out) throw RenderError("cannot write " + output.string());
}

}  // namespace npuzzle
