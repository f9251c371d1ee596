// Lesson 07: your implementation. Replace each `throw` with your code; see README.md.
#include "pdb.hpp"

#include "idastar.hpp"  // lesson 06's idastar::idastar and the Estimate it takes, for pdb::idastar
#include "npuzzle/errors.hpp"

namespace npuzzle::pdb {

Rank placement_count(int /*n*/, int /*k*/) {
    throw not_implemented("lessons/07-pdb/pdb.cpp", "pdb::placement_count");
}

Rank rank_placement(std::span<const int> /*cells*/, int /*n*/) {
    throw not_implemented("lessons/07-pdb/pdb.cpp", "pdb::rank_placement");
}

std::vector<int> unrank_placement(Rank /*rank*/, int /*n*/, int /*k*/) {
    throw not_implemented("lessons/07-pdb/pdb.cpp", "pdb::unrank_placement");
}

PatternDatabase build(const Board& /*goal*/, const std::vector<int>& /*tiles*/) {
    throw not_implemented("lessons/07-pdb/pdb.cpp", "pdb::build");
}

int lookup(const PatternDatabase& /*db*/, const Board& /*board*/) {
    throw not_implemented("lessons/07-pdb/pdb.cpp", "pdb::lookup");
}

int additive(std::span<const PatternDatabase> /*databases*/, const Board& /*board*/) {
    throw not_implemented("lessons/07-pdb/pdb.cpp", "pdb::additive");
}

// Give lesson 06's idastar::idastar an Estimate of your own (a class in this file) whose
// after_move looks up only the moved tile's database.
SearchResult idastar(const Board& /*start*/, std::span<const PatternDatabase> /*databases*/,
                     SearchObserver& /*observer*/) {
    throw not_implemented("lessons/07-pdb/pdb.cpp", "pdb::idastar");
}

}  // namespace npuzzle::pdb
