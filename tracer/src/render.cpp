#include "npuzzle/tracer/render.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
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

// A scratch file removed when it goes out of scope.
class ScratchFile {
  public:
    explicit ScratchFile(const std::string& suffix) {
        static std::atomic<unsigned> counter{0};
        path_ = fs::temp_directory_path() /
                ("npuzzle-" + std::to_string(getpid()) + "-" + std::to_string(counter++) + suffix);
    }
    ~ScratchFile() {
        std::error_code ec;
        fs::remove(path_, ec);
    }
    ScratchFile(const ScratchFile&) = delete;
    ScratchFile& operator=(const ScratchFile&) = delete;
    const fs::path& path() const noexcept { return path_; }
    std::string read() const {
        std::ifstream in(path_, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    }

  private:
    fs::path path_;
};

const char* kMissing =
    "Graphviz's `dot` program was not found: install the Debian package graphviz "
    "(sudo apt-get install graphviz), or write --dot FILE and render it elsewhere";

// Runs dot with `args` (input file last); its standard output goes to `stdout_file`.
void run_dot(std::vector<std::string> args, const fs::path& stdout_file) {
    const std::string program = dot_program();
    args.insert(args.begin(), program);
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ScratchFile errors(".err");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, stdout_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    posix_spawn_file_actions_addopen(&actions, 2, errors.path().c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
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
        std::string message = errors.read();
        while (!message.empty() && message.back() == '\n') message.pop_back();
        throw RenderError("dot failed on the DOT text" +
                          (message.empty() ? std::string() : ": " + message));
    }
}

// The laid-out size in inches, from the first line of `dot -Tplain`: "graph SCALE W H".
std::pair<double, double> layout_inches(const fs::path& input) {
    ScratchFile plain(".plain");
    run_dot({"-Tplain", input.string()}, plain.path());
    std::istringstream first(plain.read());
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

void render_dot(std::string_view dot_text, ImageFormat format, const fs::path& output) {
    ScratchFile input(".dot");
    {
        std::ofstream out(input.path(), std::ios::binary);
        out << dot_text;
        if (!out)
            throw RenderError("cannot write a scratch file in " +
                              fs::temp_directory_path().string());
    }
    // Appending, not "literal" + string: GCC 12 warns falsely (-Wrestrict) on the latter.
    std::string type = "-T";
    type += to_string(format);
    std::vector<std::string> args{type};
    if (format == ImageFormat::Png) {
        const auto [w, h] = layout_inches(input.path());
        const double longest = std::max({w, h, 1.0});
        const int dpi = std::min(kPngDpi, static_cast<int>(kMaxPngPixels / longest));
        if (dpi < kMinPngDpi) {
            std::ostringstream why;
            why << "the tree is too large for a legible PNG (" << static_cast<int>(w) << " x "
                << static_cast<int>(h) << " inches): write --svg or --pdf instead, or draw "
                << "fewer nodes with --max-nodes";
            throw RenderError(why.str());
        }
        std::string dpi_arg = "-Gdpi=";
        dpi_arg += std::to_string(dpi);
        args.push_back(dpi_arg);
    }
    args.push_back(input.path().string());
    std::string suffix = ".";
    suffix += to_string(format);
    ScratchFile rendered(suffix);
    run_dot(args, rendered.path());
    // Written whole or not at all: a failed render leaves no half file behind.
    std::error_code ec;
    fs::copy_file(rendered.path(), output, fs::copy_options::overwrite_existing, ec);
    if (ec) throw RenderError("cannot write " + output.string() + ": " + ec.message());
}

}  // namespace npuzzle
