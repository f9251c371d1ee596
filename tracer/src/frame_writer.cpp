#include "npuzzle/tracer/frame_writer.hpp"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <stdexcept>

#include "npuzzle/errors.hpp"
#include "npuzzle/tracer/number_format.hpp"
#include "npuzzle/tracer/render.hpp"

namespace npuzzle {

namespace {

void make_folder(const std::filesystem::path& dir) {
    std::error_code ec;
    // create_directory, not create_directories: a mistyped parent is refused, not made.
    std::filesystem::create_directory(dir, ec);
    if (ec || !std::filesystem::is_directory(dir)) {
        const auto parent = dir.parent_path();
        const std::string what = "cannot create the frames folder '" + dir.string() + "'";
        // A folder that is not there is the caller's mistake; one that cannot be made, the
        // environment's.
        if (!parent.empty() && !std::filesystem::is_directory(parent)) {
            throw std::invalid_argument(what + ": the folder '" + parent.string() +
                                        "' does not exist");
        }
        throw io_error(what + (ec ? ": " + ec.message() : std::string()));
    }
}

}  // namespace

FramesWritten write_frames(const SearchTree& tree, const FrameOptions& options, DotOptions dot) {
    make_folder(options.dir);
    // The kept expansions in order; each frame shows one with all its children, so it reaches
    // up to the event before the next kept expansion.
    std::vector<std::uint32_t> expanded;
    for (std::uint32_t i = 0; i < tree.nodes.size(); ++i) {
        if (tree.nodes[i].expansion > 0 && !tree.nodes[i].past_cap) expanded.push_back(i);
    }
    std::sort(expanded.begin(), expanded.end(), [&](std::uint32_t a, std::uint32_t b) {
        return tree.nodes[a].expansion < tree.nodes[b].expansion;
    });
    FramesWritten result;
    const std::string base_subtitle = dot.subtitle;
    for (std::size_t k = 0; k < expanded.size(); ++k) {
        if (result.written >= options.max_frames) {
            result.skipped = expanded.size() - k;
            break;
        }
        const bool last = k + 1 == expanded.size();
        dot.reveal_step = last ? tree.steps : tree.nodes[expanded[k + 1]].settled_step - 1;
        dot.highlight = expanded[k];
        char name[32];
        std::snprintf(name, sizeof name, "frame-%04u", result.written + 1);
        // Fixed-width numbers keep the title's width, so the layout does not shift with it.
        char words[96];
        std::snprintf(words, sizeof words, "frame %04u of %04zu: expansion #%s (ringed)",
                      result.written + 1, expanded.size(),
                      group_digits(tree.nodes[expanded[k]].expansion).c_str());
        dot.subtitle = base_subtitle.empty() ? words : base_subtitle + "  " + words;
        const std::string text = to_dot(tree, dot);
        const auto dot_path = options.dir / (std::string(name) + ".dot");
        std::ofstream out(dot_path, std::ios::binary);
        out << text;
        if (!out) throw io_error("cannot write " + dot_path.string());
        if (options.svg) {
            render_dot(text, ImageFormat::Svg, options.dir / (std::string(name) + ".svg"));
        }
        ++result.written;
    }
    return result;
}

}  // namespace npuzzle
