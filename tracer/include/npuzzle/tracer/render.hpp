// Description: renders DOT text to SVG, PNG or PDF through Graphviz's `dot` program.
// PNG is laid out first: a tree too wide for a legible bitmap is drawn at a lower resolution,
// down to kMinPngDpi, and refused below it (SVG and PDF have no such limit). Callers that know
// the tree refuse earlier, from estimate_layout (dot_writer.hpp), before any layout.
// dot reads and writes anonymous in-memory files (memfd): nothing is left in /tmp, even when
// the program is killed, and no name can be raced.
// Time: what `dot` needs: see docs/lecturer-guide.md for measured times (minutes past 5,000
// nodes).
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

#include "npuzzle/errors.hpp"

namespace npuzzle {

enum class ImageFormat { Svg, Png, Pdf };

// Thrown when Graphviz is missing, rejects the DOT, or a PNG would be illegible: a failure of the
// environment (the CLI exits with its I/O code), as callers refuse an illegible PNG earlier.
class RenderError : public io_error {
  public:
    using io_error::io_error;
};

inline constexpr int kPngDpi = 96;
inline constexpr int kMaxPngDpi = 600;
inline constexpr int kMinPngDpi = 72;        // below this the tiles' digits are unreadable
inline constexpr int kMaxPngPixels = 16000;  // per side

// "svg", "png", "pdf" -> the format; throws std::invalid_argument for anything else.
ImageFormat image_format_from_name(std::string_view name);
std::string_view to_string(ImageFormat format) noexcept;

// The `dot` program to run: $NPUZZLE_DOT if set, else "dot" from PATH.
std::string dot_program();

// Writes `dot_text` rendered as `format` to `output`. Throws RenderError naming the Debian
// package (graphviz) when `dot` is missing, and quoting dot's message when it fails.
struct RenderOptions {
    int dpi =
        kPngDpi;  // PNG only: pixels per inch wanted (lowered, never below kMinPngDpi, to fit)
};

// The PNG resolution for a drawing of `width` x `height` inches: `wanted`, lowered so that no
// side passes kMaxPngPixels; 0 when even kMinPngDpi would not fit (the PNG would be illegible).
int png_dpi_for(double width, double height, int wanted) noexcept;

void render_dot(std::string_view dot_text, ImageFormat format, const std::filesystem::path& output,
                const RenderOptions& options = {});

// The rendered image itself (SVG text, PNG bytes), for callers that embed it.
std::string render_dot_to_string(std::string_view dot_text, ImageFormat format,
                                 const RenderOptions& options = {});

}  // namespace npuzzle
