// Description: lesson 07's pattern databases built for groups too large for the lesson's build
// (the 8 tiles of pdb:7-8: 9.7 GB there). The same entries as pdb::build, in its layout, from a
// backward BFS by layers over (placement, blank region) that keeps 2 bits a state instead of a
// queue: unseen, in this layer, in the next, done. A state is numbered by the order of its tiles
// (k! of them) and the region it lies in among the blank regions of the cells they occupy (the
// regions depend on those cells only), so a sideways move keeps the order and lands near its
// parent. Each layer is a scan of the marks on all the cores, each thread over its own orders.
// Time: O(layers * marks / 32 + states * moves); memory: build_bytes.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <vector>

#include "npuzzle/algorithms.hpp"
#include "npuzzle/board.hpp"
#include "pdb.hpp"

namespace npuzzle::engines::pdb_layers {

// The most tiles a group may hold: the order of 8 tiles is one of 8! = 40,320.
inline constexpr std::size_t kMaxTiles = 8;

// The version of the entries build writes, which names its files in the databases' cache: change
// it with anything that changes them (the files of another version are rebuilt).
inline constexpr std::uint64_t kEntriesVersion = 1;

// What build reports, at each layer's end and about once a second within one.
using Progress = DatabaseBuildProgress;
using ProgressReport = DatabaseBuildReport;

// Thrown by build when `stop` became true: nothing is kept.
class Stopped : public std::runtime_error {
  public:
    Stopped() : std::runtime_error("the pattern database's build was stopped") {}
};

// The memory build takes for `tiles` tiles on goal's board: its marks and the entries it returns.
std::uint64_t build_bytes(const Board& goal, std::size_t tiles);

// pdb::build(goal, tiles), the same entries (0xFF for a placement no board has). Reports to
// `report` from the calling thread; checks `stop` as often. Scans on `threads` threads (0: one a
// core); the entries are the same on any number. Throws std::invalid_argument for what
// pdb::build refuses and for more than kMaxTiles tiles or no free cell besides the blank.
pdb::PatternDatabase build(const Board& goal, const std::vector<int>& tiles,
                           const ProgressReport& report = {},
                           const std::atomic<bool>* stop = nullptr, int threads = 0);

}  // namespace npuzzle::engines::pdb_layers
