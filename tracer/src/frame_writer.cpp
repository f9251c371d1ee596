#include "npuzzle/tracer/frame_writer.hpp"

#include <cstdio>
#include <fstream>
#include <stdexcept>

#include "npuzzle/tracer/render.hpp"

namespace npuzzle {

FrameWriter::FrameWriter(TreeRecorder& recorder, FrameOptions options)
    : recorder_(recorder), options_(std::move(options)) {
    std::error_code ec;
    std::filesystem::create_directories(options_.dir, ec);
    if (ec || !std::filesystem::is_directory(options_.dir)) {
        throw std::invalid_argument("cannot create the frames folder '" + options_.dir.string() +
                                    "'" + (ec ? ": " + ec.message() : std::string()));
    }
}

void FrameWriter::write_frame() {
    if (written_ >= options_.max_frames) {
        ++skipped_;
        return;
    }
    char name[32];
    std::snprintf(name, sizeof name, "frame-%04u", written_ + 1);
    DotOptions dot;
    dot.highlight = recorder_.index_of(last_expanded_);
    dot.subtitle = "frame " + std::to_string(written_ + 1) + ": after expansion #" +
                   std::to_string(recorder_.tree().expansions) + " (ringed)";
    const std::string text = to_dot(recorder_.tree(), dot);
    const auto dot_path = options_.dir / (std::string(name) + ".dot");
    std::ofstream out(dot_path, std::ios::binary);
    out << text;
    if (!out) throw std::invalid_argument("cannot write " + dot_path.string());
    if (options_.svg)
        render_dot(text, ImageFormat::Svg, options_.dir / (std::string(name) + ".svg"));
    ++written_;
}

void FrameWriter::on_event(const SearchEvent& event) {
    // A frame shows an expansion with all its children: it is written when the next expansion
    // (or the end) arrives.
    if (event.kind == EventKind::Expand && last_expanded_ != kNoNode) write_frame();
    recorder_.on_event(event);
    if (event.kind == EventKind::Expand) last_expanded_ = event.node;
    if (event.kind == EventKind::Finish) write_frame();
}

}  // namespace npuzzle
