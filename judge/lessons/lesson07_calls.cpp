// Lesson 07 in a graded test program: every frozen function asks the worker. The databases of
// lookup, additive and idastar cross once per worker and set (lesson07_codecs.hpp).
#include <algorithm>
#include <string_view>

#include "lesson07_codecs.hpp"
#include "npuzzle/judge/client.hpp"
#include "pdb.hpp"

namespace npuzzle::pdb {

namespace {

using judge::call;

bool same_database(const PatternDatabase& a, const PatternDatabase& b) {
    return a.goal == b.goal && a.tiles == b.tiles && a.moves == b.moves;
}

// What the worker holds from the last call that sent databases: valid while it is the same
// worker and that call was answered.
struct SentDatabases {
    std::vector<PatternDatabase> databases;
    std::uint64_t worker = 0;  // 0: none sent
};

SentDatabases& sent() {
    static SentDatabases last;
    return last;
}

judge::DatabasesArgument argument_for(std::span<const PatternDatabase> databases) {
    SentDatabases& last = sent();
    const std::uint64_t worker = judge::worker_generation();
    const bool same = worker == last.worker &&
                      std::equal(databases.begin(), databases.end(), last.databases.begin(),
                                 last.databases.end(), same_database);
    if (same) return {true, {}};
    last.databases.assign(databases.begin(), databases.end());
    last.worker = worker;
    return {false, last.databases};
}

// `send(argument)` with the databases as argument; any fault (the worker refused the message,
// threw, or died) forgets what was sent, so the next call sends the databases again.
template <class Send>
auto with_databases(std::span<const PatternDatabase> databases, Send send) {
    try {
        return send(argument_for(databases));
    } catch (...) {
        sent().worker = 0;
        throw;
    }
}

}  // namespace

Rank placement_count(int n, int k) { return call<Rank>("pdb::placement_count", n, k); }

Rank rank_placement(std::span<const int> cells, int n) {
    return call<Rank>("pdb::rank_placement", cells, n);
}

std::vector<int> unrank_placement(Rank rank, int n, int k) {
    return call<std::vector<int>>("pdb::unrank_placement", rank, n, k);
}

PatternDatabase build(const Board& goal, const std::vector<int>& tiles) {
    return call<PatternDatabase>("pdb::build", goal, tiles);
}

int lookup(const PatternDatabase& db, const Board& board) {
    return with_databases(std::span(&db, 1), [&](const judge::DatabasesArgument& argument) {
        return call<int>("pdb::lookup", argument, board);
    });
}

int additive(std::span<const PatternDatabase> databases, const Board& board) {
    return with_databases(databases, [&](const judge::DatabasesArgument& argument) {
        return call<int>("pdb::additive", argument, board);
    });
}

SearchResult idastar(const Board& start, std::span<const PatternDatabase> databases,
                     SearchObserver& observer) {
    return with_databases(databases, [&](const judge::DatabasesArgument& argument) {
        return judge::call_observed<SearchResult>("pdb::idastar", observer, argument, start);
    });
}

}  // namespace npuzzle::pdb
