// Description: see pdb_layers.hpp. A state's mark is 2 bits at (order rank) * slots + slot, where
// a slot is one blank region of one set of occupied cells; the BFS from the goal's state scans the
// marks of its layer, expands each state through the moves its slot lists, and writes a
// placement's entry when the first of its states is expanded.
#include "npuzzle/engines/pdb_layers.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "npuzzle/engines/board_geometry.hpp"

namespace npuzzle::engines::pdb_layers {

namespace {

using Word = std::uint64_t;
constexpr Word kLowBits = 0x5555555555555555ULL;  // bit 0 of every mark
constexpr int kMarksPerWord = 32;
// A mark: unseen, in one of the two layers being handled (the codes swap each layer), done.
constexpr Word kUnseen = 0;
constexpr Word kDone = 3;
constexpr std::uint8_t kUnreached = 0xFF;
// The most threads that scan a layer: past the memory's bandwidth, more only wait.
constexpr unsigned kMostThreads = 16;

// A move of a pattern tile into the blank's region: the slot it leads to, and the tile's place
// in the order of the occupied cells before and after (they differ when it passes tiles).
struct Step {
    std::uint32_t child_slot;
    std::uint8_t from_place;
    std::uint8_t to_place;
};

// The sets of k occupied cells, their blank regions (the slots) and each slot's moves: everything
// that depends on the occupied cells and not on which tile is where.
struct Slots {
    std::vector<std::int32_t> set_index;  // by cell set, -1 for a set of another size
    std::vector<CellSet> set_of_slot;
    std::vector<std::uint32_t> first_slot;     // by set index
    std::vector<std::uint8_t> region_of_cell;  // [set index * 16 + free cell]
    std::vector<std::uint32_t> first_step;     // by slot, one past the end at the back
    std::vector<Step> steps;
    std::uint64_t count() const noexcept { return set_of_slot.size(); }
};

Slots make_slots(const BoardGeometry& shape, int k) {
    Slots s;
    const int n = shape.cells();
    s.set_index.assign(std::size_t{1} << n, -1);
    std::vector<CellSet> sets;
    for (CellSet set = 0; set < (CellSet{1} << n); ++set) {
        if (std::popcount(set) != k) continue;
        s.set_index[set] = static_cast<std::int32_t>(sets.size());
        sets.push_back(set);
    }
    s.region_of_cell.assign(sets.size() * 16, 0);
    for (std::size_t i = 0; i < sets.size(); ++i) {
        s.first_slot.push_back(static_cast<std::uint32_t>(s.set_of_slot.size()));
        const CellSet free = shape.all_cells() & ~sets[i];
        std::uint8_t region = 0;
        for (CellSet left = free; left; ++region) {
            const CellSet r = shape.flood(std::countr_zero(left), free);
            for (CellSet c = r; c; c &= c - 1)
                s.region_of_cell[i * 16 + std::countr_zero(c)] = region;
            s.set_of_slot.push_back(sets[i]);
            left &= ~r;
        }
    }
    for (std::size_t slot = 0; slot < s.set_of_slot.size(); ++slot) {
        s.first_step.push_back(static_cast<std::uint32_t>(s.steps.size()));
        const CellSet set = s.set_of_slot[slot];
        const std::int32_t index = s.set_index[set];
        const CellSet free = shape.all_cells() & ~set;
        // The region of this slot: the free cells flooded from any cell the slot's region holds.
        CellSet region = 0;
        const std::uint32_t nth = static_cast<std::uint32_t>(slot) - s.first_slot[index];
        for (CellSet c = free; c; c &= c - 1) {
            if (s.region_of_cell[index * 16 + std::countr_zero(c)] == nth)
                region |= CellSet{1} << std::countr_zero(c);
        }
        for (CellSet bs = region; bs; bs &= bs - 1) {
            const int b = std::countr_zero(bs);
            for (CellSet as = shape.neighbours(CellSet{1} << b) & set; as; as &= as - 1) {
                const int a = std::countr_zero(as);
                const CellSet child = (set & ~(CellSet{1} << a)) | (CellSet{1} << b);
                const std::int32_t ci = s.set_index[child];
                s.steps.push_back(
                    {s.first_slot[ci] + s.region_of_cell[ci * 16 + a],
                     static_cast<std::uint8_t>(std::popcount(set & ((CellSet{1} << a) - 1))),
                     static_cast<std::uint8_t>(std::popcount(child & ((CellSet{1} << b) - 1)))});
            }
        }
    }
    s.first_step.push_back(static_cast<std::uint32_t>(s.steps.size()));
    return s;
}

using Order = std::array<std::uint8_t, kMaxTiles>;  // order[place]: the tile in that occupied cell

std::uint32_t factorial(int k) {
    return k <= 1 ? 1 : static_cast<std::uint32_t>(k) * factorial(k - 1);
}

// Lehmer rank of an order of k tiles: 0 .. k! - 1.
std::uint32_t rank_order(const Order& order, int k) {
    std::uint32_t rank = 0;
    for (int p = 0; p < k; ++p) {
        std::uint32_t smaller_after = 0;
        for (int q = p + 1; q < k; ++q) smaller_after += order[q] < order[p];
        rank = rank * static_cast<std::uint32_t>(k - p) + smaller_after;
    }
    return rank;
}

Order unrank_order(std::uint32_t rank, int k) {
    std::array<std::uint32_t, kMaxTiles> digit{};
    for (int p = k - 1; p >= 0; --p) {
        digit[p] = rank % static_cast<std::uint32_t>(k - p);
        rank /= static_cast<std::uint32_t>(k - p);
    }
    Order order{};
    std::uint32_t unused = (1U << k) - 1;
    for (int p = 0; p < k; ++p) {
        std::uint32_t left = unused;
        for (std::uint32_t skip = 0; skip < digit[p]; ++skip) left &= left - 1;
        order[p] = static_cast<std::uint8_t>(std::countr_zero(left));
        unused &= ~(1U << order[p]);
    }
    return order;
}

// `count` copies of `fill` on huge pages where the kernel gives them: the BFS reads its marks and
// entries at random over hundreds of megabytes, and 2 MB pages spare it most TLB misses and the
// page faults of 4 KB ones (see pdb_cache.cpp's zeroed_entries, which does the same on a load).
template <class T>
std::vector<T> on_huge_pages(std::size_t count, T fill) {
    constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
    std::vector<T> v;
    v.reserve(count);
    const auto first = (reinterpret_cast<std::uintptr_t>(v.data()) + kHuge - 1) / kHuge * kHuge;
    const auto last = (reinterpret_cast<std::uintptr_t>(v.data() + count)) / kHuge * kHuge;
    if (first < last) ::madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
    v.assign(count, fill);
    return v;
}

std::uint64_t marks_words(std::uint64_t orders, std::uint64_t slots) {
    return (orders * slots + kMarksPerWord - 1) / kMarksPerWord;
}

void check_tiles(const Board& goal, const std::vector<int>& tiles) {
    if (tiles.empty() || tiles.size() > kMaxTiles)
        throw std::invalid_argument("a group of the layered build holds 1 to " +
                                    std::to_string(kMaxTiles) + " tiles, not " +
                                    std::to_string(tiles.size()));
    CellSet used = 0;
    for (int tile : tiles) {
        if (tile <= 0 || tile >= goal.cell_count() || (used >> tile & 1))
            throw std::invalid_argument("tile " + std::to_string(tile) +
                                        " is not a tile of the board, or is listed twice");
        used |= CellSet{1} << tile;
    }
}

// One BFS: the marks, what is fixed, and the counters the report reads.
class LayeredBuild {
  public:
    LayeredBuild(const Board& goal, const std::vector<int>& tiles, int threads)
        : threads_(threads),
          shape_(goal),
          n_(goal.cell_count()),
          k_(static_cast<int>(tiles.size())),
          slots_(make_slots(shape_, k_)),
          orders_(factorial(k_)),
          marks_(on_huge_pages<Word>(marks_words(orders_, slots_.count()), kUnseen)),
          db_{goal, tiles, on_huge_pages<std::uint8_t>(pdb::placement_count(n_, k_), kUnreached)} {}

    pdb::PatternDatabase run(const ProgressReport& report, const std::atomic<bool>* stop) {
        place_root();
        const auto started = std::chrono::steady_clock::now();
        for (int layer = 0; frontier_ > 0; ++layer) {
            if (stop != nullptr && stop->load()) throw Stopped();
            frontier_ = 0;
            const Word code = layer % 2 == 0 ? 1 : 2;
            std::vector<std::thread> helpers;
            for (int t = 1; t < threads_; ++t)
                helpers.emplace_back([this, t, layer, code] {
                    scan(
                        t, layer, code, [] {}, [] { return false; });
                });
            scan(
                0, layer, code, [&] { tell(report, layer, started, false); },
                [&] { return stop != nullptr && stop->load(std::memory_order_relaxed); });
            for (auto& h : helpers) h.join();
            if (stopped_) throw Stopped();
            tell(report, layer, started, frontier_ == 0);
        }
        return std::move(db_);
    }

  private:
    std::atomic_ref<Word> word(std::uint64_t mark) {
        return std::atomic_ref<Word>(marks_[mark / kMarksPerWord]);
    }
    static int shift(std::uint64_t mark) { return static_cast<int>(2 * (mark % kMarksPerWord)); }

    void place_root() {
        const Board& goal = db_.goal;
        CellSet set = 0;
        std::array<int, kMaxTiles> cell{};
        for (int i = 0; i < k_; ++i) {
            for (int c = 0; c < n_; ++c) {
                if (goal.at(c) == db_.tiles[i]) cell[i] = c;
            }
            set |= CellSet{1} << cell[i];
        }
        Order order{};
        for (int i = 0; i < k_; ++i)
            order[std::popcount(set & ((CellSet{1} << cell[i]) - 1))] =
                static_cast<std::uint8_t>(i);
        const std::int32_t ci = slots_.set_index[set];
        const std::uint64_t mark = std::uint64_t{rank_order(order, k_)} * slots_.count() +
                                   slots_.first_slot[ci] +
                                   slots_.region_of_cell[ci * 16 + goal.blank()];
        marks_[mark / kMarksPerWord] |= Word{1} << shift(mark);
        frontier_ = 1;
    }

    // Expands the states of `layer` (marked `code`) among thread t's orders; thread 0 calls
    // `tick` about once a second and gives up when `stopping` says so.
    template <class Tick, class Stopping>
    void scan(int t, int layer, Word code, Tick tick, Stopping stopping) {
        const std::uint64_t slots = slots_.count();
        // Whole orders to each thread: a placement's states share one order, so its entry is
        // written by one thread, whatever the number of threads.
        const std::uint64_t begin = orders_ * t / threads_ * slots;
        const std::uint64_t end = orders_ * (t + 1) / threads_ * slots;
        const Word next = 3 - code;
        const Word pattern = kLowBits * code;
        std::uint64_t block = UINT64_MAX;  // the order whose moved ranks are at hand
        Order order{};
        std::array<std::array<std::uint32_t, kMaxTiles>, kMaxTiles> moved{};
        std::uint64_t expanded = 0, settled = 0, fresh = 0, since_tick = 0;
        for (std::uint64_t w = begin / kMarksPerWord; w * kMarksPerWord < end; ++w) {
            const Word x =
                std::atomic_ref<Word>(marks_[w]).load(std::memory_order_relaxed) ^ pattern;
            Word found = ~(x | (x >> 1)) & kLowBits;
            while (found) {
                const std::uint64_t mark = w * kMarksPerWord + std::countr_zero(found) / 2;
                found &= found - 1;
                if (mark < begin || mark >= end) continue;
                const std::uint64_t rank = mark / slots;
                const auto slot = static_cast<std::uint32_t>(mark % slots);
                if (rank != block) {
                    block = rank;
                    order = unrank_order(static_cast<std::uint32_t>(rank), k_);
                    for (int a = 0; a < k_; ++a) {
                        for (int b = 0; b < k_; ++b) moved[a][b] = rank_moved(order, a, b);
                    }
                }
                settled += settle(rank, slot, order, layer);
                for (std::uint32_t i = slots_.first_step[slot]; i < slots_.first_step[slot + 1];
                     ++i) {
                    const Step& s = slots_.steps[i];
                    const std::uint64_t child_rank =
                        s.from_place == s.to_place ? rank : moved[s.from_place][s.to_place];
                    const std::uint64_t child = child_rank * slots + s.child_slot;
                    auto target = word(child);
                    if ((target.load(std::memory_order_relaxed) >> shift(child) & 3) != kUnseen)
                        continue;
                    const Word before =
                        target.fetch_or(next << shift(child), std::memory_order_relaxed);
                    fresh += (before >> shift(child) & 3) == kUnseen;
                }
                word(mark).fetch_or(kDone << shift(mark), std::memory_order_relaxed);
                ++expanded;
                if (++since_tick == 65536 && t == 0) {
                    since_tick = 0;
                    flush(expanded, settled, fresh);
                    tick();
                    if (stopping()) stopped_ = true;
                }
                if (stopped_) return;
            }
        }
        flush(expanded, settled, fresh);
    }

    void flush(std::uint64_t& expanded, std::uint64_t& settled, std::uint64_t& fresh) {
        expanded_ += expanded;
        expanded = 0;
        settled_ += settled;
        settled = 0;
        frontier_ += fresh;
        fresh = 0;
    }

    std::uint32_t rank_moved(Order order, int from, int to) const {
        const std::uint8_t tile = order[from];
        if (from < to)
            std::copy(order.begin() + from + 1, order.begin() + to + 1, order.begin() + from);
        else
            std::copy_backward(order.begin() + to, order.begin() + from, order.begin() + from + 1);
        order[to] = tile;
        return rank_order(order, k_);
    }

    // Writes the entry of the placement of state (rank, slot) unless one of its states was
    // expanded before (its entry is then written already); returns whether it wrote.
    int settle(std::uint64_t rank, std::uint32_t slot, const Order& order, int layer) {
        const CellSet set = slots_.set_of_slot[slot];
        const std::uint32_t first = slots_.first_slot[slots_.set_index[set]];
        for (std::uint32_t s = first; s < slots_.set_of_slot.size() && slots_.set_of_slot[s] == set;
             ++s) {
            const std::uint64_t sibling = rank * slots_.count() + s;
            if ((word(sibling).load(std::memory_order_relaxed) >> shift(sibling) & 3) == kDone)
                return 0;
        }
        std::array<int, kMaxTiles> cell{};
        int place = 0;
        for (CellSet c = set; c; c &= c - 1) cell[order[place++]] = std::countr_zero(c);
        pdb::Rank r = 0;
        CellSet used = 0;
        for (int i = 0; i < k_; ++i) {
            const CellSet below = used & ((CellSet{1} << cell[i]) - 1);
            r = r * static_cast<pdb::Rank>(n_ - i) +
                static_cast<pdb::Rank>(cell[i] - std::popcount(below));
            used |= CellSet{1} << cell[i];
        }
        db_.moves[r] = static_cast<std::uint8_t>(layer);
        return 1;
    }

    // Reports at most once a second, and the last layer always.
    void tell(const ProgressReport& report, int layer,
              std::chrono::steady_clock::time_point started, bool finished) {
        if (!report) return;
        const auto now = std::chrono::steady_clock::now();
        if (now - last_told_ < std::chrono::seconds(1) && !finished) return;
        last_told_ = now;
        Progress p;
        p.layer = layer;
        p.settled = settled_;
        p.placements = db_.moves.size();
        p.seconds = std::chrono::duration<double>(now - started).count();
        const double done =
            static_cast<double>(expanded_) / static_cast<double>(orders_ * slots_.count());
        if (finished) {
            p.seconds_left = 0;
        } else if (done > 0.01) {
            p.seconds_left = std::max(0.0, p.seconds * (1 - done) / done);
        }
        report(p);
    }

    int threads_;
    BoardGeometry shape_;
    int n_;
    int k_;
    Slots slots_;
    std::uint64_t orders_;
    std::vector<Word> marks_;
    pdb::PatternDatabase db_;
    std::atomic<std::uint64_t> expanded_{0}, settled_{0}, frontier_{0};
    std::atomic<bool> stopped_{false};
    std::chrono::steady_clock::time_point last_told_{};
};

}  // namespace

std::uint64_t build_bytes(const Board& goal, std::size_t tiles) {
    const BoardGeometry shape(goal);
    const int k = static_cast<int>(std::min(tiles, kMaxTiles));
    const Slots slots = make_slots(shape, k);
    return marks_words(factorial(k), slots.count()) * sizeof(Word) +
           pdb::placement_count(goal.cell_count(), k) + slots.steps.size() * sizeof(Step);
}

pdb::PatternDatabase build(const Board& goal, const std::vector<int>& tiles,
                           const ProgressReport& report, const std::atomic<bool>* stop,
                           int threads) {
    check_tiles(goal, tiles);
    if (threads < 1) {
        threads =
            static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1U, kMostThreads));
    }
    return LayeredBuild(goal, tiles, threads).run(report, stop);
}

}  // namespace npuzzle::engines::pdb_layers
