// The disk cache of pattern databases (cli/pdb_cache): what it saves it reads back unchanged, and
// a file that is not exactly the database asked for (a byte changed, cut short, other tiles, goal,
// lessons or build) is refused with the reason, never served.
#include "pdb_cache.hpp"

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "catch.hpp"
#include "npuzzle/board_io.hpp"
#include "temporary_folder.hpp"

using npuzzle::Board;
using npuzzle::cli::DatabaseBuilder;
using npuzzle::cli::PatternDatabaseCache;
using npuzzle::testing::contains;
using npuzzle::testing::TemporaryFolder;

namespace {

namespace fs = std::filesystem;

const DatabaseBuilder kReference{"reference", 0x1234};
const Board kGoal = Board::goal(3, 3);
const std::vector<int> kTiles = {1, 2};

// 9 * 8 placements of two tiles on a 3x3 board; the values need not be distances here.
std::vector<std::uint8_t> entries(int seed) {
    std::vector<std::uint8_t> moves(72);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        moves[i] = static_cast<std::uint8_t>((i * 7 + static_cast<std::size_t>(seed)) % 23);
    }
    return moves;
}

std::string bytes_of(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const fs::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

}  // namespace

TEST_CASE("a saved database is read back whole, and no temporary file is left",
          "[cli][pdb_cache]") {
    TemporaryFolder folder;
    const PatternDatabaseCache cache(folder.path() / "made/on/demand", kReference);
    REQUIRE_FALSE(cache.load(kGoal, kTiles).database);
    REQUIRE(cache.load(kGoal, kTiles).rejected.empty());  // no file is no fault

    REQUIRE(cache.save(kGoal, kTiles, entries(3)).empty());
    const auto loaded = cache.load(kGoal, kTiles);
    REQUIRE(loaded.database);
    CHECK(loaded.rejected.empty());
    CHECK(loaded.database->goal == kGoal);
    CHECK(loaded.database->tiles == kTiles);
    CHECK(loaded.database->moves == entries(3));

    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(cache.folder())) {
        names.push_back(entry.path().filename().string());
    }
    CHECK(names == std::vector<std::string>{"reference-3x3-123456780-12.pdb"});
}

TEST_CASE("a file with one byte changed is refused by its checksum", "[cli][pdb_cache]") {
    TemporaryFolder folder;
    const PatternDatabaseCache cache(folder.path(), kReference);
    REQUIRE(cache.save(kGoal, kTiles, entries(0)).empty());
    const fs::path path = cache.path_of(kGoal, kTiles);
    std::string bytes = bytes_of(path);
    bytes[bytes.size() - 10] ^= 0x01;  // an entry
    write_bytes(path, bytes);
    const auto loaded = cache.load(kGoal, kTiles);
    CHECK_FALSE(loaded.database);
    CHECK_THAT(loaded.rejected, contains("checksum"));

    // Saving again (what the program does after rebuilding) makes it valid.
    REQUIRE(cache.save(kGoal, kTiles, entries(0)).empty());
    CHECK(cache.load(kGoal, kTiles).database);
}

TEST_CASE("a file cut short, in its entries or its header, or longer, is refused",
          "[cli][pdb_cache]") {
    TemporaryFolder folder;
    const PatternDatabaseCache cache(folder.path(), kReference);
    REQUIRE(cache.save(kGoal, kTiles, entries(1)).empty());
    const fs::path path = cache.path_of(kGoal, kTiles);
    const std::string whole = bytes_of(path);

    write_bytes(path, whole.substr(0, whole.size() - 5));
    CHECK_FALSE(cache.load(kGoal, kTiles).database);
    CHECK_THAT(cache.load(kGoal, kTiles).rejected, contains("truncated: 67 of its 72 entries"));

    write_bytes(path, whole.substr(0, 20));
    CHECK_FALSE(cache.load(kGoal, kTiles).database);
    CHECK_THAT(cache.load(kGoal, kTiles).rejected, contains("ends inside its header"));

    write_bytes(path, "");
    CHECK_THAT(cache.load(kGoal, kTiles).rejected, contains("shorter than a header"));

    write_bytes(path, whole + "x");
    CHECK_FALSE(cache.load(kGoal, kTiles).database);
    CHECK_THAT(cache.load(kGoal, kTiles).rejected, contains("longer than its header says"));

    write_bytes(path, "#!/bin/sh\necho not a database\n");
    CHECK_THAT(cache.load(kGoal, kTiles).rejected, contains("not a pattern-database file"));
}

TEST_CASE("a file of other tiles, another goal, other lessons or another build is stale",
          "[cli][pdb_cache]") {
    TemporaryFolder folder;
    const PatternDatabaseCache cache(folder.path(), kReference);
    REQUIRE(cache.save(kGoal, kTiles, entries(2)).empty());
    const std::string saved = bytes_of(cache.path_of(kGoal, kTiles));

    // The same file put where another database belongs: its header says what it holds.
    const std::vector<int> other_tiles = {1, 3};
    write_bytes(cache.path_of(kGoal, other_tiles), saved);
    CHECK_FALSE(cache.load(kGoal, other_tiles).database);
    CHECK_THAT(cache.load(kGoal, other_tiles).rejected, contains("other tiles, not 1 3"));

    const Board other_goal = npuzzle::parse_board("1 2 3 4 5 6 7 0 8");
    write_bytes(cache.path_of(other_goal, kTiles), saved);
    CHECK_THAT(cache.load(other_goal, kTiles).rejected, contains("another goal"));

    const std::vector<int> three_tiles = {1, 2, 3};
    write_bytes(cache.path_of(kGoal, three_tiles), saved);
    CHECK_THAT(cache.load(kGoal, three_tiles).rejected, contains("pattern size"));

    const PatternDatabaseCache student(folder.path(), {"student", kReference.build_id});
    CHECK(student.path_of(kGoal, kTiles) != cache.path_of(kGoal, kTiles));
    write_bytes(student.path_of(kGoal, kTiles), saved);
    CHECK_FALSE(student.load(kGoal, kTiles).database);
    CHECK_THAT(student.load(kGoal, kTiles).rejected, contains("other lessons or another build"));

    const PatternDatabaseCache rebuilt(folder.path(), {"reference", kReference.build_id + 1});
    CHECK(rebuilt.path_of(kGoal, kTiles) == cache.path_of(kGoal, kTiles));
    CHECK_FALSE(rebuilt.load(kGoal, kTiles).database);
    CHECK_THAT(rebuilt.load(kGoal, kTiles).rejected, contains("another build"));

    std::string next_version = saved;
    next_version[8] = 3;  // the format version's low byte
    write_bytes(cache.path_of(kGoal, kTiles), next_version);
    CHECK_THAT(cache.load(kGoal, kTiles).rejected, contains("another format version"));
}

TEST_CASE("a database of the wrong size or a folder that cannot be made is not saved",
          "[cli][pdb_cache]") {
    TemporaryFolder folder;
    const PatternDatabaseCache cache(folder.path(), kReference);
    std::vector<std::uint8_t> short_by_one = entries(0);
    short_by_one.pop_back();
    CHECK_THAT(cache.save(kGoal, kTiles, short_by_one), contains("71 entries, not the 72"));
    CHECK_FALSE(fs::exists(cache.path_of(kGoal, kTiles)));

    // A folder under a plain file cannot be made, even by root.
    write_bytes(folder.path() / "plain-file", "x");
    const PatternDatabaseCache blocked(folder.path() / "plain-file" / "cache", kReference);
    CHECK_THAT(blocked.save(kGoal, kTiles, entries(0)), contains("cannot create"));
    CHECK_FALSE(blocked.load(kGoal, kTiles).database);
}

TEST_CASE("FNV-1a 64 has its published values", "[cli][pdb_cache]") {
    CHECK(npuzzle::cli::fnv1a64("") == 0xcbf29ce484222325ULL);
    CHECK(npuzzle::cli::fnv1a64("a") == 0xaf63dc4c8601ec8cULL);
    CHECK(npuzzle::cli::fnv1a64("foobar") == 0x85944171f73967e8ULL);
}
