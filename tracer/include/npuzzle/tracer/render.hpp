// Description: renders DOT text to SVG, PNG or PDF through Graphviz's `dot` program.
// PNG is laid out first: a tree too wide for a legible bitmap is drawn at a lower resolution,
// down to kMinPngDpi, and refused below it (SVG and PDF have no such limit).
// Time: what `dot` needs, about 2.6 s for 5,000 nodes and 25 s for 10,000.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace npuzzle {

enum class ImageFormat { Svg, Png, Pdf };

// Thrown when Graphviz is missing, rejects the DOT, or a PNG would be illegible.
class RenderError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

inline constexpr int kPngDpi = 96;
inline constexpr int kMinPngDpi = 72;        // below this the tiles' digits are unreadable
inline constexpr int kMaxPngPixels = 16000;  // per side

// "svg", "png", "pdf" -> the format; throws std::invalid_argument for anything else.
ImageFormat image_format_from_name(std::string_view name);
std::string_view to_string(ImageFormat format) noexcept;

// The `dot` program to run: $NPUZZLE_DOT if set, else "dot" from PATH.
std::string dot_program();

// Writes `dot_text` rendered as `format` to `output`. Throws RenderError naming the Debian
// package (graphviz) when `dot` is missing, and quoting dot's message when it fails.
void render_dot(std::string_view dot_text, ImageFormat format, const std::filesystem::path& output);

}  // namespace npuzzle
