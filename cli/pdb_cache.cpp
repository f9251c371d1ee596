#include "pdb_cache.hpp"

#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <system_error>

#include "os.hpp"

namespace npuzzle::cli {

namespace {

constexpr std::array<char, 8> kMagic = {'N', 'P', 'Z', 'P', 'D', 'B', '\r', '\n'};

// (W*H)! / (W*H-k)!, counted here rather than by the lesson: a cache must not trust the code
// whose output it checks.
std::uint64_t placements(int cells, std::size_t tiles) {
    std::uint64_t count = 1;
    for (std::size_t i = 0; i < tiles; ++i) count *= static_cast<std::uint64_t>(cells) - i;
    return count;
}

std::string hex_digits(const std::vector<int>& values) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text;
    for (int v : values) text += kDigits[v & 0xF];
    return text;
}

std::vector<int> goal_cells(const Board& goal) {
    std::vector<int> cells;
    for (int c = 0; c < goal.cell_count(); ++c) cells.push_back(goal.at(c));
    return cells;
}

// The header up to (not including) the checksum.
std::string header_of(const Board& goal, const std::vector<int>& tiles,
                      const DatabaseBuilder& builder) {
    std::string out(kMagic.begin(), kMagic.end());
    auto put = [&out](std::uint64_t value, int bytes) {
        for (int i = 0; i < bytes; ++i) out += static_cast<char>(value >> (8 * i) & 0xFF);
    };
    put(kPdbFileVersion, 4);
    put(static_cast<std::uint64_t>(goal.width()), 1);
    put(static_cast<std::uint64_t>(goal.height()), 1);
    put(tiles.size(), 1);
    put(builder.impl.size(), 1);
    for (int cell : goal_cells(goal)) put(static_cast<std::uint64_t>(cell), 1);
    for (int tile : tiles) put(static_cast<std::uint64_t>(tile), 1);
    out += builder.impl;
    put(builder.build_id, 8);
    put(placements(goal.cell_count(), tiles.size()), 8);
    return out;
}

// The entries' checksum, continuing from `hash`: FNV-1a's step on 8-byte words in four lanes,
// each folded (x ^= x >> 29) so a change in a word's high bits reaches the low ones, then the
// lanes and the last bytes into `hash`. Byte by byte, FNV-1a waits on one multiplication per
// byte: 0.5 s for the 519 MB of pdb:7-8's 8 tiles, longer than the read.
std::uint64_t entries_sum(std::string_view bytes, std::uint64_t hash) {
    constexpr std::uint64_t kPrime = 0x100000001b3ULL;
    std::array<std::uint64_t, 4> lanes = {hash, hash ^ 1, hash ^ 2, hash ^ 3};
    std::size_t at = 0;
    for (; at + 32 <= bytes.size(); at += 32) {
        for (std::size_t lane = 0; lane < lanes.size(); ++lane) {
            std::uint64_t word = 0;
            std::memcpy(&word, bytes.data() + at + 8 * lane, sizeof word);
            std::uint64_t x = (lanes[lane] ^ word) * kPrime;
            lanes[lane] = x ^ (x >> 29);
        }
    }
    for (const std::uint64_t lane : lanes) {
        std::string_view lane_bytes(reinterpret_cast<const char*>(&lane), sizeof lane);
        hash = fnv1a64(lane_bytes, hash);
    }
    return fnv1a64(bytes.substr(at), hash);
}

// `count` zero entries, on the kernel's huge pages where it gives them (transparent huge pages in
// madvise mode, Debian's default): the vector's room is reserved untouched, marked, then
// zeroed. In 4 KB pages, the 519 MB of pdb:7-8's 8 tiles took 3 s of page faults here; in 2 MB
// pages 0.07 s.
std::vector<std::uint8_t> zeroed_entries(std::size_t count) {
    constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
    std::vector<std::uint8_t> entries;
    entries.reserve(count);
    const auto at = reinterpret_cast<std::uintptr_t>(entries.data());
    const std::uintptr_t begin = (at + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t end = (at + count) & ~(kHugePage - 1);
    // Advice only: where the kernel has no huge pages, the entries come in small ones.
    if (end > begin) advise_huge_pages(reinterpret_cast<void*>(begin), end - begin);
    entries.resize(count);
    return entries;
}

std::string_view as_chars(const std::vector<std::uint8_t>& bytes) {
    return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

// Reads the file of a database expected to hold `tiles` for `goal`; nullopt and `why` when it is
// not that database, whole and unchanged.
std::optional<pdb::PatternDatabase> read_database(std::istream& in, const Board& goal,
                                                  const std::vector<int>& tiles,
                                                  const DatabaseBuilder& builder,
                                                  std::string& why) {
    // Every field is compared with what the header of the wanted database would say: one read
    // of that length tells a truncated header, the first differing byte tells what is stale.
    const std::string want = header_of(goal, tiles, builder);
    std::string got(want.size(), '\0');
    in.read(got.data(), static_cast<std::streamsize>(got.size()));
    got.resize(static_cast<std::size_t>(in.gcount()));
    if (got.size() < kMagic.size() || !std::equal(kMagic.begin(), kMagic.end(), got.begin())) {
        why = got.size() < kMagic.size() ? "it is shorter than a header"
                                         : "it is not a pattern-database file";
        return std::nullopt;
    }
    std::size_t first_difference = 0;
    while (first_difference < got.size() && got[first_difference] == want[first_difference]) {
        ++first_difference;
    }
    const std::size_t version_end = kMagic.size() + 4;
    const std::size_t shape_end = version_end + 3;  // width, height, k; then the builder's length
    const std::size_t goal_begin = shape_end + 1;
    const std::size_t goal_end = goal_begin + static_cast<std::size_t>(goal.cell_count());
    const std::size_t tiles_end = goal_end + tiles.size();
    const std::size_t builder_end = tiles_end + builder.impl.size() + 8;
    const auto differs_in = [&](std::size_t begin, std::size_t end) {
        return begin <= first_difference && first_difference < end;
    };
    if (first_difference == got.size() && got.size() < want.size()) {
        why = "it ends inside its header";
    } else if (differs_in(0, version_end)) {
        why = "it has another format version (this program reads version " +
              std::to_string(kPdbFileVersion) + ")";
    } else if (differs_in(version_end, shape_end)) {
        why = "it holds another board shape or pattern size, not the " +
              std::to_string(goal.width()) + "x" + std::to_string(goal.height()) +
              " database of tiles " + tiles_text(tiles);
    } else if (differs_in(goal_begin, goal_end)) {
        why = "it was built for another goal";
    } else if (differs_in(goal_end, tiles_end)) {
        why = "it holds other tiles, not " + tiles_text(tiles);
    } else if (differs_in(shape_end, goal_begin) || differs_in(tiles_end, builder_end)) {
        why = "it was built by other lessons or another build of the program (this one runs the " +
              builder.impl + " lessons)";
    } else if (first_difference < want.size()) {
        why = "its entry count is not the number of placements of its tiles";
    }
    if (!why.empty()) return std::nullopt;

    std::array<char, 8> sum_bytes{};
    in.read(sum_bytes.data(), sum_bytes.size());
    pdb::PatternDatabase db{goal, tiles,
                            zeroed_entries(placements(goal.cell_count(), tiles.size()))};
    in.read(reinterpret_cast<char*>(db.moves.data()),
            static_cast<std::streamsize>(db.moves.size()));
    const auto entries_read = static_cast<std::uint64_t>(in.gcount());
    if (entries_read < db.moves.size()) {
        why = "it is truncated: " + std::to_string(entries_read) + " of its " +
              std::to_string(db.moves.size()) + " entries are there";
        return std::nullopt;
    }
    if (in.peek() != std::char_traits<char>::eof()) {
        why = "it is longer than its header says";
        return std::nullopt;
    }
    std::uint64_t stored = 0;
    for (int i = 7; i >= 0; --i) stored = stored << 8 | static_cast<std::uint8_t>(sum_bytes[i]);
    if (stored != entries_sum(as_chars(db.moves), fnv1a64(want))) {
        why = "its checksum does not match its contents: the file is corrupt";
        return std::nullopt;
    }
    return db;
}

std::string errno_text(const std::string& what) { return what + ": " + std::strerror(errno); }

// Writes the file through a temporary file in the same folder renamed over it (os.hpp): readers
// see the old file or the whole new one. Returns why it could not, or "".
std::string write_file(const std::filesystem::path& path, const Board& goal,
                       const std::vector<int>& tiles, const std::vector<std::uint8_t>& moves,
                       const DatabaseBuilder& builder) {
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (ec) return "cannot create " + path.parent_path().string() + ": " + ec.message();
    const std::string header = header_of(goal, tiles, builder);
    const std::uint64_t sum = entries_sum(as_chars(moves), fnv1a64(header));
    std::string head = header;
    for (int i = 0; i < 8; ++i) head += static_cast<char>(sum >> (8 * i) & 0xFF);
    return replace_file(path, {head, as_chars(moves)});
}

}  // namespace

std::string tiles_text(const std::vector<int>& tiles) {
    std::string text;
    for (int t : tiles) {
        if (!text.empty()) text += ' ';
        text += std::to_string(t);
    }
    return text;
}

std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t hash) {
    for (const char c : bytes) {
        hash ^= static_cast<std::uint8_t>(c);
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

PatternDatabaseCache::PatternDatabaseCache(std::filesystem::path folder, DatabaseBuilder builder)
    : folder_(std::move(folder)), builder_(std::move(builder)) {}

std::filesystem::path PatternDatabaseCache::path_of(const Board& goal,
                                                    const std::vector<int>& tiles) const {
    return folder_ / (builder_.impl + "-" + std::to_string(goal.width()) + "x" +
                      std::to_string(goal.height()) + "-" + hex_digits(goal_cells(goal)) + "-" +
                      hex_digits(tiles) + ".pdb");
}

LoadedDatabase PatternDatabaseCache::load(const Board& goal, const std::vector<int>& tiles) const {
    const std::filesystem::path path = path_of(goal, tiles);
    LoadedDatabase loaded;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return loaded;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        loaded.rejected = errno_text("it cannot be read");
        return loaded;
    }
    loaded.database = read_database(in, goal, tiles, builder_, loaded.rejected);
    return loaded;
}

std::string PatternDatabaseCache::save(const Board& goal, const std::vector<int>& tiles,
                                       const std::vector<std::uint8_t>& moves) const {
    const std::uint64_t expected = placements(goal.cell_count(), tiles.size());
    if (moves.size() != expected) {
        return "the database holds " + std::to_string(moves.size()) + " entries, not the " +
               std::to_string(expected) + " placements of its tiles";
    }
    return write_file(path_of(goal, tiles), goal, tiles, moves, builder_);
}

}  // namespace npuzzle::cli
