// Description: pattern databases (lesson 07) kept on disk between runs, one file per database,
// so that a 15-puzzle partition is built once, not at every `npuzzle solve`. A file is trusted
// only when its header says it holds the database asked for (goal, tiles, entry count), built by
// the same lessons (reference or student) in the same build of the program, and its checksum
// holds; anything else is rebuilt, and saved through a temporary file renamed into place, so an
// interrupted write never leaves a file that looks whole.
//
// The file (integers little-endian):
//   8 bytes  magic "NPZPDB\r\n"
//   u32      format version (kPdbFileVersion)
//   u8 x 4   width, height, k (tiles in the pattern), L (length of the builder's name)
//   W*H u8   the goal's cells (0 = blank)
//   k u8     the pattern's tiles, in their ranking order
//   L bytes  the builder: "reference" or "student" (the lessons), "layers" (the instructor's
//            layered build of groups of 7 and 8 tiles, engines/src/pdb_layers.cpp)
//   u64      the build of the program that built it (DatabaseBuilder::build_id), or the
//            layered build's version (its files outlive a rebuild of the program)
//   u64      entry count: (W*H)! / (W*H-k)!
//   u64      FNV-1a 64 of every byte above, then the entries' sum from it (pdb_cache.cpp:
//            FNV-1a's step on 8-byte words in four lanes, so a 519 MB file checks in ~0.05 s)
//   entries  one byte per placement, pdb::PatternDatabase::moves
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pdb.hpp"

namespace npuzzle::cli {

inline constexpr std::uint32_t kPdbFileVersion = 2;

// FNV-1a, 64 bits, continuing from `hash` (start: the offset basis).
std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t hash = 0xcbf29ce484222325ULL);

// The tiles of a pattern as people read them: "1 2 5 6".
std::string tiles_text(const std::vector<int>& tiles);

// Who builds the databases: the edition of the lessons, and a fingerprint of the program, as a
// student who fixes lesson 07 and rebuilds must not be served the old build's databases.
struct DatabaseBuilder {
    std::string impl;  // "reference" or "student"; "layers" for the layered build
    std::uint64_t build_id = 0;
};

// A database read from the cache, or why none was.
struct LoadedDatabase {
    std::optional<pdb::PatternDatabase> database;
    std::string rejected;  // why the file there is not trusted; "" when there is none or it is
};

class PatternDatabaseCache {
  public:
    PatternDatabaseCache(std::filesystem::path folder, DatabaseBuilder builder);

    // The database of `tiles` for `goal` from its file, when that file is valid.
    LoadedDatabase load(const Board& goal, const std::vector<int>& tiles) const;

    // Saves the database of `tiles` for `goal` (its entries `moves`) to its file; returns why it
    // could not ("" when it did): a folder that cannot be made or written, or `moves` not holding
    // one entry per placement (a faulty lesson's database is never cached).
    std::string save(const Board& goal, const std::vector<int>& tiles,
                     const std::vector<std::uint8_t>& moves) const;

    // The file of that database: "reference-4x4-123456789abcdef0-12569a.pdb" in the folder (the
    // goal's cells and the tiles as hexadecimal digits). The builder's edition is in the name, so
    // the reference and the student's lessons never share a file.
    std::filesystem::path path_of(const Board& goal, const std::vector<int>& tiles) const;

    const std::filesystem::path& folder() const noexcept { return folder_; }

  private:
    std::filesystem::path folder_;
    DatabaseBuilder builder_;
};

}  // namespace npuzzle::cli
