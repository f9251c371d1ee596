// Lesson 04 in a graded test program: every frozen function asks the worker.
#include "dfs.hpp"
#include "npuzzle/judge/client.hpp"

namespace npuzzle::dfs {

using judge::call_observed;

SearchResult depth_limited(const Board& start, const Board& goal, int limit,
                           SearchObserver& observer) {
    return call_observed<SearchResult>("dfs::depth_limited", observer, start, goal, limit);
}

SearchResult iddfs(const Board& start, const Board& goal, int max_limit, SearchObserver& observer) {
    return call_observed<SearchResult>("dfs::iddfs", observer, start, goal, max_limit);
}

}  // namespace npuzzle::dfs
