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

long long index_or_none(std::uint32_t index) {
    return index == TreeNode::kNoIndex ? -1 : static_cast<long long>(index);
}

// The trace's row formats, written once: a node and a step cross as one array of values in this
// order (a 2,000-node tree stays a few hundred kB), and the page reads each value by the name
// beside it, which the data carries as "node_fields" and "step_fields" (tracer/player/trace.js).
template <class Row>
struct Field {
    const char* name;
    Json (*value)(const Row&);
};

const Field<TreeNode> kNodeFields[] = {
    {"id", [](const TreeNode& n) { return Json(or_none(n.id)); }},
    {"parent", [](const TreeNode& n) { return Json(index_or_none(n.parent)); }},
    {"cells", [](const TreeNode& n) { return Json(cells_text(n.board)); }},
    {"g", [](const TreeNode& n) { return Json(n.depth); }},
    {"h", [](const TreeNode& n) { return Json(or_none(n.h)); }},
    {"move",
     [](const TreeNode& n) {
         return Json(n.has_move ? std::string(1, to_char(n.move)) : std::string());
     }},
    {"iteration", [](const TreeNode& n) { return Json(n.iteration); }},
    {"expansion", [](const TreeNode& n) { return Json(n.expansion); }},
    {"state", [](const TreeNode& n) { return Json(std::string(1, state_letter(n.state))); }},
    {"created", [](const TreeNode& n) { return Json(n.created_step); }},
    {"settled", [](const TreeNode& n) { return Json(n.settled_step); }},
    {"on_path", [](const TreeNode& n) { return Json(n.on_path ? 1 : 0); }},
    {"past_cap", [](const TreeNode& n) { return Json(n.past_cap ? 1 : 0); }},
    {"omitted", [](const TreeNode& n) { return Json(n.omitted_children); }},
};

using Step = PlayerRecorder::Step;
const Field<Step> kStepFields[] = {
    {"step", [](const Step& s) { return Json(s.step); }},
    {"kind", [](const Step& s) { return Json(static_cast<int>(s.kind)); }},  // into "kinds"
    {"node", [](const Step& s) { return Json(index_or_none(s.index)); }},
    {"frontier", [](const Step& s) { return Json(s.frontier); }},
    {"expanded", [](const Step& s) { return Json(s.expanded); }},
    {"generated", [](const Step& s) { return Json(s.generated); }},
    {"iteration", [](const Step& s) { return Json(s.iteration); }},
    {"bound", [](const Step& s) { return Json(or_none(s.bound)); }},
};

template <class Row, std::size_t N>
Json field_names(const Field<Row> (&fields)[N]) {
    Json names = Json::array();
    for (const Field<Row>& field : fields) names.push_back(field.name);
    return names;
}

template <class Row, std::size_t N>
Json rows_json(const Field<Row> (&fields)[N], const std::vector<Row>& rows) {
    Json out = Json::array();
    for (const Row& row : rows) {
        Json values = Json::array();
        for (const Field<Row>& field : fields) values.push_back(field.value(row));
        out.push_back(std::move(values));
    }
    return out;
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
    j["node_fields"] = field_names(kNodeFields);
    j["nodes"] = rows_json(kNodeFields, t.nodes);
    // Events as numbers: the kind is an index into "kinds".
    Json kinds = Json::array();
    for (int k = 0; k <= static_cast<int>(EventKind::Finish); ++k) {
        kinds.push_back(std::string(to_string(static_cast<EventKind>(k))));
    }
    j["kinds"] = kinds;
    j["step_fields"] = field_names(kStepFields);
    j["steps"] = rows_json(kStepFields, recorder.steps());
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
