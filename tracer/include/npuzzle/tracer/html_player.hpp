// Description: the lecture player: one self-contained HTML file that steps through a search in
// the browser on one stable layout. The drawn tree (one compact array a node) and the steps that
// concern its nodes (one array of numbers a step) are inlined as JSON, with the names of a row's
// fields (html_player.cpp's tables, read by tracer/player/trace.js); plain JavaScript lays the
// final tree out once at load, then reveals the steps one by one, with the current board, the
// frontier in order, counters, the iteration and its bound, pseudocode with the current line lit, a
// predict mode and a heat map. No network is needed. Time: O(drawn nodes + their events) to write;
// no Graphviz run.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "npuzzle/tracer/frontier.hpp"
#include "npuzzle/tracer/search_tree.hpp"

namespace npuzzle {

// Feeds a TreeRecorder and keeps the events about the nodes it keeps, with the running counters,
// so the player can replay the search as the step log tells it.
class PlayerRecorder final : public SearchObserver {
  public:
    struct Step {
        std::uint64_t step = 0;  // the event's number in the whole search (as in the step log)
        EventKind kind = EventKind::Start;
        std::uint32_t index = TreeNode::kNoIndex;  // the node in the tree
        std::uint64_t frontier = 0;
        std::uint64_t expanded = 0;   // Expand events so far, this one included
        std::uint64_t generated = 0;  // Generate events so far
        int iteration = 0;            // Iteration events so far
        std::optional<int> bound;     // Iteration and CutOff: the depth limit or f-bound
    };

    explicit PlayerRecorder(TreeRecorder& recorder) : recorder_(recorder) {}
    void on_event(const SearchEvent& event) override;

    const SearchTree& tree() const noexcept { return recorder_.tree(); }
    // The steps of the iterations the tree kept, in order.
    std::vector<Step> steps() const;

  private:
    TreeRecorder& recorder_;
    std::vector<Step> steps_;
    std::uint64_t expanded_ = 0;
    std::uint64_t generated_ = 0;
    int iteration_ = 0;
};

struct PlayerOptions {
    std::string code = "reference code";  // whose lessons ran, in the words the page shows
    std::string options_text;             // the search's options, shown under the title
    Frontier frontier = Frontier::Queue;  // the search's (Algorithm::frontier): its pseudocode
    double aspect = 0;                    // iddfs/idastar: wrap the iterations to this W/H
    bool present = false;                 // open in presentation mode
};

// The data the page replays, as JSON (tests read it too).
std::string player_json(const PlayerRecorder& recorder, const PlayerOptions& options);

// The whole page: the player with the data inlined (what write_player writes; the playground
// shows it too).
std::string player_page(const PlayerRecorder& recorder, const PlayerOptions& options);

// Writes the page. Throws io_error when the file cannot be written.
void write_player(const std::filesystem::path& output, const PlayerRecorder& recorder,
                  const PlayerOptions& options);

}  // namespace npuzzle
