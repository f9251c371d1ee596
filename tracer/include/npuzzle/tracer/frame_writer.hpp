// Description: observers that combine others: TeeObserver passes every event to several, and
// FrameWriter feeds a TreeRecorder and writes the tree after each expansion as a numbered DOT
// file (frame-0001.dot, ...), and SVG when asked, for stepping through a search in a lecture.
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
    std::filesystem::path dir;
    std::uint32_t max_frames = 100;
    bool svg = false;  // also render each frame (dot runs once per frame: slow for many)
};

class FrameWriter final : public SearchObserver {
  public:
    // Creates `options.dir` if needed; throws std::invalid_argument if it cannot.
    FrameWriter(TreeRecorder& recorder, FrameOptions options);

    void on_event(const SearchEvent& event) override;
    std::uint32_t frames_written() const noexcept { return written_; }
    // Frames not written because of max_frames.
    std::uint64_t frames_skipped() const noexcept { return skipped_; }

  private:
    void write_frame();

    TreeRecorder& recorder_;
    FrameOptions options_;
    std::uint32_t written_ = 0;
    std::uint64_t skipped_ = 0;
    NodeId last_expanded_ = kNoNode;
};

}  // namespace npuzzle
