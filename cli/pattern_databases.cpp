#include "pattern_databases.hpp"

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <memory>
#include <mutex>
#include <sstream>
#include <thread>

#include "cli_support.hpp"
#include "lesson_code.hpp"
#include "npuzzle/excerpt.hpp"
#include "npuzzle/heuristics.hpp"
#include "npuzzle/pattern_partitions.hpp"
#include "npuzzle/tracer/dot_writer.hpp"
#include "os.hpp"
#include "pdb_cache.hpp"

namespace npuzzle::cli {

namespace {

std::filesystem::path program_folder() {
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::current_path() : self.parent_path();
}

// The program's own bytes: any rebuild of its lessons changes them (1 MB: about a millisecond).
std::uint64_t program_fingerprint() {
    std::ifstream in("/proc/self/exe", std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return fnv1a64(bytes);
}

std::string seconds_text(std::chrono::steady_clock::duration elapsed) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << std::chrono::duration<double>(elapsed).count()
        << " s";
    return out.str();
}

// "building pattern database 2/3 (tiles ...) ..." on stderr while a database is built: the build
// is one library call that reports nothing, so a terminal gets the seconds so far, redrawn each
// second, and any stderr gets the time taken at the end of the line.
class BuildClock {
  public:
    explicit BuildClock(std::string line) : line_(std::move(line)), live_(stderr_is_terminal()) {
        std::cerr << line_ << std::flush;
        if (live_) thread_ = std::thread([this] { run(); });
    }
    // A build that threw still ends its line, before the error is said.
    ~BuildClock() {
        stop();
        if (!finished_) std::cerr << std::endl;
    }
    BuildClock(const BuildClock&) = delete;
    BuildClock& operator=(const BuildClock&) = delete;

    // Ends the line: "... 6.8 s" and what followed.
    void finish(const std::string& after) {
        stop();
        finished_ = true;
        std::cerr << (live_ ? "\r" + line_ : std::string()) << ' '
                  << seconds_text(std::chrono::steady_clock::now() - started_) << after
                  << std::endl;
    }

  private:
    void run() {
        std::unique_lock lock(mutex_);
        while (!wake_.wait_for(lock, std::chrono::seconds(1), [this] { return done_; })) {
            std::cerr << '\r' << line_ << ' '
                      << std::chrono::duration_cast<std::chrono::seconds>(
                             std::chrono::steady_clock::now() - started_)
                             .count()
                      << " s" << std::flush;
        }
    }

    void stop() {
        {
            const std::lock_guard lock(mutex_);
            done_ = true;
        }
        wake_.notify_one();
        if (thread_.joinable()) thread_.join();
    }

    std::string line_;
    bool live_;
    std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
    std::mutex mutex_;
    std::condition_variable wake_;
    bool done_ = false;
    bool finished_ = false;
    std::thread thread_;  // last: it starts once every member it reads is ready
};

}  // namespace

std::filesystem::path pdb_cache_folder() {
    if (const char* folder = std::getenv("NPUZZLE_PDB_CACHE"); folder != nullptr && *folder) {
        return folder;
    }
    const auto bin = program_folder();
    return (bin.filename() == "bin" ? bin.parent_path() : bin) / "pdb-cache";
}

PatternDatabaseSource disk_database_source() {
    // Made on the first database asked for: a run without pdb: reads no program bytes.
    auto cache = std::make_shared<std::unique_ptr<PatternDatabaseCache>>();
    return [cache](const Board& goal, const std::vector<int>& tiles, int index, int count) {
        if (!*cache) {
            *cache = std::make_unique<PatternDatabaseCache>(
                pdb_cache_folder(), DatabaseBuilder{linked_impl(), program_fingerprint()});
        }
        const PatternDatabaseCache& disk = **cache;
        const std::string which = "pattern database " + std::to_string(index + 1) + "/" +
                                  std::to_string(count) + " (tiles " + tiles_text(tiles) + ")";
        const auto path = disk.path_of(goal, tiles);
        LoadedDatabase loaded = disk.load(goal, tiles);
        if (loaded.database) {
            std::cerr << "npuzzle: " << which << " read from " << path.string() << '\n';
            return std::move(*loaded.database);
        }
        if (!loaded.rejected.empty()) {
            std::cerr << "npuzzle: " << path.string() << " is not used, " << loaded.rejected
                      << ": rebuilding it\n";
        }
        BuildClock clock("npuzzle: building " + which + " ...");
        pdb::PatternDatabase db = lesson_code([&] { return pdb::build(goal, tiles); });
        const std::string unsaved = disk.save(goal, tiles, db.moves);
        clock.finish(unsaved.empty() ? ", saved to " + path.string() : std::string());
        if (!unsaved.empty()) {
            std::cerr << "npuzzle: warning: " << which << " not saved to the cache (" << unsaved
                      << "); the search goes on, and the next run builds it again (set "
                         "NPUZZLE_PDB_CACHE to a folder you can write)\n";
        }
        return db;
    };
}

void prepare_pattern_databases(SearchCache& cache, const Algorithm& algorithm, const Board& start,
                               const Board& goal, const SearchOptions& options, Engine engine,
                               bool wants_events) {
    if (!algorithm.takes_pattern_databases || !names_pattern_databases(options.heuristic)) return;
    if (algorithm.engine_for(engine, start, options, wants_events) == Engine::Tuned) {
        if (algorithm.tuned->prepare) algorithm.tuned->prepare(goal, options, cache);
        return;
    }
    cache.pattern_databases(goal, options.heuristic);
}

CLI::Validator heuristic_check(bool pattern_databases_only) {
    std::vector<std::string> fixed;
    if (!pattern_databases_only) fixed = heuristic_names();
    return CLI::Validator(
        [fixed](std::string& text) -> std::string {
            for (const std::string& name : fixed) {
                if (text == name) return {};
            }
            for (const std::string& name : partition_names()) {
                if (text == name) return {};
            }
            std::string known;
            for (const std::string& name : fixed) known += name + ", ";
            return "unknown heuristic " + quoted_excerpt(text) + " (known: " + known +
                   (fixed.empty() ? "" : "and ") + "the pattern databases of idastar " +
                   partition_names_by_shape() + ")";
        },
        "HEURISTIC");
}

std::string heuristic_help() {
    return heuristics_help() + "; and idastar's additive pattern databases of lesson 07: " +
           partition_names_by_shape() + " (built once, then read from " +
           pdb_cache_folder().string() + ", or $NPUZZLE_PDB_CACHE)";
}

}  // namespace npuzzle::cli
