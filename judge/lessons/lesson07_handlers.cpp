// Lesson 07 in a worker: the student's functions, by the names the judge calls them.
#include <stdexcept>
#include <utility>
#include <vector>

#include "lesson07_codecs.hpp"
#include "npuzzle/judge/server.hpp"
#include "pdb.hpp"

namespace npuzzle::judge {

namespace {

// The databases of this call: the ones it sent, or those of the last call that sent some.
const std::vector<pdb::PatternDatabase>& databases_of(DatabasesArgument& argument) {
    static std::vector<pdb::PatternDatabase> last;
    static bool have = false;
    if (!argument.same_as_last) {
        last = std::move(argument.databases);
        have = true;
    } else if (!have) {
        throw std::runtime_error("the judge referred to databases this worker was never sent");
    }
    return last;
}

}  // namespace

void register_handlers(Registry& r) {
    r.add("pdb::placement_count", [](int n, int k) { return pdb::placement_count(n, k); });
    r.add("pdb::rank_placement",
          [](std::vector<int> cells, int n) { return pdb::rank_placement(cells, n); });
    r.add("pdb::unrank_placement",
          [](pdb::Rank rank, int n, int k) { return pdb::unrank_placement(rank, n, k); });
    r.add("pdb::build", [](Board goal, std::vector<int> tiles) { return pdb::build(goal, tiles); });
    r.add("pdb::lookup", [](DatabasesArgument argument, Board board) {
        const auto& databases = databases_of(argument);
        if (databases.size() != 1) throw std::runtime_error("lookup takes one database");
        return pdb::lookup(databases[0], board);
    });
    r.add("pdb::additive", [](DatabasesArgument argument, Board board) {
        return pdb::additive(databases_of(argument), board);
    });
    r.add("pdb::idastar", [](DatabasesArgument argument, Board start, SearchObserver& events) {
        return pdb::idastar(start, databases_of(argument), events);
    });
}

}  // namespace npuzzle::judge
