// Description: TeeObserver passes every event to several observers; write_frames draws a
// finished tree once per expansion as numbered DOT files (frame-0001.dot, ...), and SVG when
// asked, for stepping through a search in a lecture. Every frame is the final tree with the nodes
// not yet made drawn invisible, so all frames share one layout: nothing jumps between them.
// The node just expanded is ringed.
// Time: O(kept nodes) per frame written; `max_frames` bounds the files.
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

#include "npuzzle/tracer/dot_writer.hpp"
#include "npuzzle/tracer/search_tree.hpp"

namespace npuzzle {

class TeeObserver final : public SearchObserver {
  public:
    explicit TeeObserver(std::vector<SearchObserver*> observers)
        : observers_(std::move(observers)) {}
    void on_event(const SearchEvent& event) override {
        for (auto* o : observers_) o->on_event(event);
    }

  private:
    std::vector<SearchObserver*> observers_;
};

struct FrameOptions {
    std::filesystem::path dir;  // created if missing, but not its parents
    std::uint32_t max_frames = 100;
    bool svg = false;  // also render each frame (dot runs once per frame: slow for many)
};

struct FramesWritten {
    std::uint32_t written = 0;
    std::uint64_t skipped = 0;  // expansions past max_frames
};

// Throws std::invalid_argument when the folder's parent does not exist, io_error when the folder
// cannot be made or a file written.
FramesWritten write_frames(const SearchTree& tree, const FrameOptions& options,
                           DotOptions dot = {});

}  // namespace npuzzle
