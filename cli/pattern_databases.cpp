#include "pattern_databases.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "cli_support.hpp"
#include "cli_texts.hpp"
#include "help_texts.hpp"
#include "lesson_code.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/excerpt.hpp"
#include "npuzzle/heuristics.hpp"
#include "npuzzle/pattern_partitions.hpp"
#include "npuzzle/tracer/dot_writer.hpp"
#include "os.hpp"
#include "pdb_build_texts.hpp"
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

// A field of a /proc file in kB ("MemAvailable:" of /proc/meminfo), in bytes; nullopt where the
// file does not say.
std::optional<std::uint64_t> proc_bytes(const char* file, const std::string& field) {
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind(field, 0) == 0) return std::stoull(line.substr(field.size())) * 1024;
    }
    return std::nullopt;
}

// What this process can still take: MemAvailable of /proc/meminfo (what the kernel gives
// without swapping), less where an address-space limit (ulimit -v) leaves less; nullopt where
// neither says.
std::optional<std::uint64_t> memory_available() {
    std::optional<std::uint64_t> available = proc_bytes("/proc/meminfo", "MemAvailable:");
    if (const std::optional<std::uint64_t> limit = address_space_limit()) {
        const std::uint64_t used = proc_bytes("/proc/self/status", "VmSize:").value_or(0);
        const std::uint64_t left = *limit > used ? *limit - used : 0;
        available = available ? std::min(*available, left) : left;
    }
    return available;
}

// "0.88 GB", or "3 MB" below a gigabyte's tenth.
std::string memory_text(std::uint64_t bytes) {
    std::ostringstream out;
    if (bytes < 100'000'000) {
        out << (bytes + 999'999) / 1'000'000 << " MB";
    } else {
        out << std::fixed << std::setprecision(2) << static_cast<double>(bytes) / 1e9 << " GB";
    }
    return out.str();
}

std::string minutes_text(double seconds) {
    const auto whole = static_cast<long>(seconds + 0.5);
    return whole < 60 ? fill(say(texts::kSeconds), {std::to_string(whole)})
                      : fill(say(texts::kMinutesSeconds),
                             {std::to_string(whole / 60), std::to_string(whole % 60)});
}

// Set by Ctrl-C while a large build runs: the build stops at its next report, nothing is saved.
std::atomic<bool> interrupted{false};

extern "C" void note_interrupt(int) { interrupted.store(true); }

// Ctrl-C asks the build to stop instead of ending the program in the middle of it; the
// previous handler is back once the build and its save are over.
class InterruptAsStop {
  public:
    InterruptAsStop() : previous_(std::signal(SIGINT, note_interrupt)) {}
    ~InterruptAsStop() { std::signal(SIGINT, previous_); }
    InterruptAsStop(const InterruptAsStop&) = delete;
    InterruptAsStop& operator=(const InterruptAsStop&) = delete;

  private:
    void (*previous_)(int);
};

// The large build of `which` (large_database_build), refused before it starts when the machine
// has less memory available than it takes, with a line that moves: redrawn on a terminal,
// a line every 10 s and the last layer's elsewhere.
pdb::PatternDatabase build_large(const LargeDatabaseBuild& large, const Board& goal,
                                 const std::vector<int>& tiles, const std::string& which) {
    const std::uint64_t needed = large.bytes(goal, tiles.size());
    if (const auto available = memory_available(); available && *available < needed) {
        throw io_error(fill(say(texts::kDatabaseTooLarge),
                            {which, memory_text(needed), memory_text(*available)}));
    }
    const bool live = stderr_is_terminal();
    const std::string head =
        fill(say(texts::kBuilding), {which}) + " (" + memory_text(needed) + ")";
    auto last_line = std::chrono::steady_clock::now();
    auto line = [&](const DatabaseBuildProgress& p) {
        std::string text = head + fill(say(texts::kBuildProgress),
                                       {std::to_string(p.layer), std::to_string(p.settled),
                                        std::to_string(p.placements), minutes_text(p.seconds)});
        if (p.seconds_left > 0)
            text += fill(say(texts::kBuildTimeLeft), {minutes_text(p.seconds_left)});
        return text;
    };
    const InterruptAsStop ctrl_c;
    interrupted.store(false);
    pdb::PatternDatabase db;
    std::cerr << head << " ..." << (live ? "" : "\n") << std::flush;
    try {
        db = large.build(
            goal, tiles,
            [&](const DatabaseBuildProgress& p) {
                const auto now = std::chrono::steady_clock::now();
                if (live) {
                    std::cerr << "\r\033[K" << line(p) << std::flush;
                } else if (now - last_line >= std::chrono::seconds(10) || p.seconds_left == 0) {
                    std::cerr << line(p) << '\n';
                    last_line = now;
                }
            },
            &interrupted);
    } catch (const std::exception&) {
        if (!interrupted.load()) throw;
        std::cerr << (live ? "\n" : "") << fill(say(texts::kDatabaseBuildStopped), {which}) << '\n';
        std::signal(SIGINT, SIG_DFL);
        std::raise(SIGINT);
        throw;
    }
    std::cerr << (live ? "\r\033[K" : "") << head << ": done";
    return db;
}

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
        const std::optional<LargeDatabaseBuild> large = large_database_build(tiles.size());
        if (!large && !*cache) {
            *cache = std::make_unique<PatternDatabaseCache>(
                pdb_cache_folder(), DatabaseBuilder{linked_impl(), program_fingerprint()});
        }
        // The large build's files are named by its version, not by the program's bytes: a
        // rebuild of the program does not cost its 2 minutes again.
        const PatternDatabaseCache disk =
            large ? PatternDatabaseCache(pdb_cache_folder(),
                                         DatabaseBuilder{"layers", large->version})
                  : **cache;
        const std::string which =
            fill(say(texts::kPatternDatabase),
                 {std::to_string(index + 1), std::to_string(count), tiles_text(tiles)});
        const auto path = disk.path_of(goal, tiles);
        LoadedDatabase loaded = disk.load(goal, tiles);
        if (loaded.database) {
            std::cerr << fill(say(texts::kDatabaseRead), {which, path.string()}) << '\n';
            return std::move(*loaded.database);
        }
        if (!loaded.rejected.empty()) {
            std::cerr << fill(say(texts::kDatabaseNotUsed), {path.string(), loaded.rejected})
                      << '\n';
        }
        pdb::PatternDatabase db;
        std::string unsaved;
        if (large) {
            db = build_large(*large, goal, tiles, which);
            const InterruptAsStop ctrl_c;  // the save ends whole, or not at all
            unsaved = disk.save(goal, tiles, db.moves);
            std::cerr << (unsaved.empty() ? fill(say(texts::kDatabaseSaved), {path.string()})
                                          : std::string())
                      << std::endl;
        } else {
            BuildClock clock(fill(say(texts::kBuilding), {which}) + " ...");
            db = lesson_code([&] { return pdb::build(goal, tiles); });
            unsaved = disk.save(goal, tiles, db.moves);
            clock.finish(unsaved.empty() ? fill(say(texts::kDatabaseSaved), {path.string()})
                                         : std::string());
        }
        if (!unsaved.empty()) {
            std::cerr << fill(say(texts::kDatabaseNotSaved), {which, unsaved}) << '\n';
        }
        return db;
    };
}

void prepare_pattern_databases(SearchCache& cache, const Algorithm& algorithm, const Board& start,
                               const Board& goal, const SearchRequest& request, Engine engine,
                               bool wants_events) {
    const auto& chosen = request.heuristic.databases;
    if (!chosen) return;
    if (algorithm.engine_for(engine, start, request, wants_events) == Engine::Tuned) {
        if (algorithm.tuned->prepare) algorithm.tuned->prepare(goal, request, cache);
        return;
    }
    cache.pattern_databases(goal, *chosen);
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
            for (const std::string& name : fixed) known += (known.empty() ? "" : ", ") + name;
            if (known.empty()) {
                return fill(say(texts::kUnknownPatternDatabases),
                            {quoted_excerpt(text), partition_names_by_shape()});
            }
            return fill(say(texts::kUnknownHeuristic),
                        {quoted_excerpt(text), known, partition_names_by_shape()});
        },
        "HEURISTIC");
}

void refuse_unread_heuristic(const Algorithm& algorithm, const SearchOptions& options) {
    if (options.heuristic.empty() || algorithm.takes_heuristic()) return;
    throw std::invalid_argument(
        fill(say(texts::kHeuristicNotTaken),
             {algorithm_names_where(&Algorithm::takes_heuristic, language()), algorithm.name}));
}

std::string heuristic_help() {
    return fill(
        say(texts::kHeuristicOption),
        {heuristics_help(language()), partition_names_by_shape(), pdb_cache_folder().string()});
}

}  // namespace npuzzle::cli
