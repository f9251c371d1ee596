#include "npuzzle/tracer/html_player.hpp"

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>

#include "npuzzle/board_io.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/tracer/dot_style.hpp"
#include "player_assets.hpp"

namespace npuzzle {

namespace {

using Json = nlohmann::ordered_json;

char state_letter(NodeState state) {
    switch (state) {
        case NodeState::Expanded:
            return 'e';
        case NodeState::Frontier:
            return 'f';
        case NodeState::Duplicate:
            return 'd';
        case NodeState::CutOff:
            return 'c';
        case NodeState::Goal:
            return 'g';
    }
    return 'f';
}

// A board as one hex digit a cell ("123084765"): 9 characters where the full text takes 17.
std::string cells_text(const Board& board) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text(static_cast<std::size_t>(board.cell_count()), '0');
    for (int i = 0; i < board.cell_count(); ++i)
        text[static_cast<std::size_t>(i)] = kDigits[board.at(i)];
    return text;
}

// The page's JSON says "none" with -1 (ids, indices, h and bounds are never negative).
template <class T>
long long or_none(const std::optional<T>& value) {
    return value ? static_cast<long long>(*value) : -1;
}

// One array a node, in the order the page's NODE_FIELDS names: a 2,000-node tree stays a few
// hundred kB, and the page lays it out itself (no Graphviz run, no SVG in the file).
Json nodes_json(const SearchTree& tree) {
    Json nodes = Json::array();
    for (const TreeNode& n : tree.nodes) {
        const int flags = (n.on_path ? 1 : 0) | (n.past_cap ? 2 : 0);
        nodes.push_back(Json::array(
            {or_none(n.id), n.parent == TreeNode::kNoIndex ? -1 : static_cast<long long>(n.parent),
             cells_text(n.board), n.depth, or_none(n.h),
             n.has_move ? std::string(1, to_char(n.move)) : std::string(), n.iteration, n.expansion,
             std::string(1, state_letter(n.state)), n.created_step, n.settled_step, flags,
             n.omitted_children}));
    }
    return nodes;
}

// Replaces every `</` in inline JSON, so no string in it can close the script element.
std::string script_safe(std::string text) {
    for (auto at = text.find("</"); at != std::string::npos; at = text.find("</", at + 2)) {
        text.replace(at, 2, "<\\/");
    }
    return text;
}

void replace_once(std::string& page, const std::string& marker, const std::string& text) {
    const auto at = page.find(marker);
    if (at == std::string::npos) throw std::logic_error("player template lacks " + marker);
    page.replace(at, marker.size(), text);
}

}  // namespace

void PlayerRecorder::on_event(const SearchEvent& event) {
    recorder_.on_event(event);
    if (event.kind == EventKind::Expand) ++expanded_;
    if (event.kind == EventKind::Generate) ++generated_;
    if (event.kind == EventKind::Iteration) ++iteration_;
    Step s;
    s.step = tree().steps;
    s.kind = event.kind;
    s.frontier = event.frontier;
    s.expanded = expanded_;
    s.generated = generated_;
    s.iteration = iteration_;
    if (event.kind == EventKind::Iteration || event.kind == EventKind::CutOff) {
        s.bound = event.bound;
    }
    const bool milestone = event.kind == EventKind::Iteration || event.kind == EventKind::Finish ||
                           event.kind == EventKind::Start;
    if (event.kind != EventKind::Start && event.node != kNoNode) {
        s.index = recorder_.index_of(event.node);
    }
    if (milestone || s.index != TreeNode::kNoIndex) steps_.push_back(s);
}

std::vector<PlayerRecorder::Step> PlayerRecorder::steps() const {
    // Only the iterations the tree kept (with --iterations last, node indices were reused).
    const SearchTree& t = tree();
    std::vector<int> kept;
    for (const auto& it : t.iterations) kept.push_back(it.number);
    std::vector<Step> out;
    for (const Step& s : steps_) {
        const bool before_any = s.iteration == 0;
        const bool in_kept = std::find(kept.begin(), kept.end(), s.iteration) != kept.end();
        if (before_any || in_kept || s.kind == EventKind::Finish) out.push_back(s);
    }
    return out;
}

std::string player_json(const PlayerRecorder& recorder, const PlayerOptions& options) {
    const SearchTree& t = recorder.tree();
    Json j;
    j["algorithm"] = t.algorithm;
    j["code"] = options.code;
    j["frontier"] = std::string(to_string(options.frontier));
    j["options"] = options.options_text;
    j["start"] = to_string(t.start);
    j["goal"] = t.has_goal ? Json(to_string(t.goal)) : Json();
    j["width"] = t.start.width();
    j["height"] = t.start.height();
    j["found"] = t.found;
    j["path"] = t.path;
    j["counters"] = {{"expanded", t.counters.expanded},
                     {"generated", t.counters.generated},
                     {"duplicates", t.counters.duplicates},
                     {"max_frontier", t.counters.max_frontier},
                     {"iterations", t.counters.iterations}};
    j["omitted"] = t.omitted.total();
    j["max_nodes"] = t.limits.max_nodes;
    j["steps_total"] = t.steps;
    j["aspect"] = options.aspect;
    j["present"] = options.present;
    Json iterations = Json::array();
    for (const auto& it : t.iterations) {
        iterations.push_back({{"number", it.number},
                              {"bound", or_none(it.bound)},
                              {"fbound", it.bound_kind == BoundKind::FBound},
                              {"nodes", it.nodes},
                              {"kept", it.kept}});
    }
    j["iterations"] = iterations;
    const DotPalette& palette = okabe_ito_palette();
    Json styles;
    for (NodeState state : {NodeState::Expanded, NodeState::Frontier, NodeState::Duplicate,
                            NodeState::CutOff, NodeState::Goal}) {
        const NodeStyle& st = palette.of(state);
        styles[std::string(1, state_letter(state))] = {
            {"fill", st.fill}, {"border", st.border}, {"line", st.line}, {"meaning", st.meaning}};
    }
    j["palette"] = {{"states", styles},
                    {"path", palette.path},
                    {"highlight", palette.highlight},
                    {"blank", palette.blank}};
    j["nodes"] = nodes_json(t);
    // Events as numbers: the kind is an index into "kinds".
    Json kinds = Json::array();
    for (int k = 0; k <= static_cast<int>(EventKind::Finish); ++k) {
        kinds.push_back(std::string(to_string(static_cast<EventKind>(k))));
    }
    j["kinds"] = kinds;
    Json steps = Json::array();
    for (const auto& s : recorder.steps()) {
        steps.push_back(
            Json::array({s.step, static_cast<int>(s.kind),
                         s.index == TreeNode::kNoIndex ? -1 : static_cast<long long>(s.index),
                         s.frontier, s.expanded, s.generated, s.iteration, or_none(s.bound)}));
    }
    j["steps"] = steps;
    return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string player_page(const PlayerRecorder& recorder, const PlayerOptions& options) {
    std::string page = player_assets::kHtml;
    replace_once(page, "/*@CSS@*/", player_assets::kCss);
    replace_once(page, "/*@DATA@*/", script_safe(player_json(recorder, options)));
    replace_once(page, "/*@JS@*/", player_assets::kJs);
    return page;
}

void write_player(const std::filesystem::path& output, const PlayerRecorder& recorder,
                  const PlayerOptions& options) {
    std::ofstream out(output, std::ios::binary | std::ios::trunc);
    out << player_page(recorder, options);
    if (!out) throw io_error("cannot write '" + output.string() + "'");
}

}  // namespace npuzzle
