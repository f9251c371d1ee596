#include "npuzzle/tracer/render.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

#include "run_dot.hpp"

namespace npuzzle {

namespace {

namespace fs = std::filesystem;

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

RenderError dot_failed(std::string errors) {
    while (!errors.empty() && errors.back() == '\n') errors.pop_back();
    return RenderError("dot failed on the DOT text" +
                       (errors.empty() ? std::string() : ": " + errors));
}

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
