// Description: the program's side of `--heuristic pdb:NAME` (lesson 07): where the databases are
// cached on disk, what is said on stderr while they are read or built, and the names the option
// accepts. The table of searches (algorithms.hpp) asks the source below for each database.
#pragma once

#include <CLI/CLI.hpp>
#include <filesystem>
#include <string>

#include "npuzzle/algorithms.hpp"

namespace npuzzle::cli {

// $NPUZZLE_PDB_CACHE when set and not empty, else pdb-cache/ in the build folder: the folder
// that holds bin/ with this program in it (or the program's own folder when that is not bin/).
std::filesystem::path pdb_cache_folder();

// Reads each database from pdb_cache_folder() or builds it with the lessons this program links
// (groups that large_database_build takes with that build, refused beforehand when the machine
// has less memory available than it takes), saying on stderr which (a line per database: read
// from FILE; or built, with its time, a running clock while it builds on a terminal, the layer
// and entries settled for a large build; why a file there was rebuilt; why a database could
// not be saved, as a warning: the search goes on).
PatternDatabaseSource disk_database_source();

// Makes the databases `request` holds (Algorithm::check resolved them), if any, before the
// search starts: their lines then come before the search's own progress lines. The
// databases are those of the engine that will run `start` (Algorithm::engine_for): the tuned
// engine builds its own, without lines, except for groups of 8 tiles, which it reads from this
// source as the lesson's code does.
void prepare_pattern_databases(SearchCache& cache, const Algorithm& algorithm, const Board& start,
                               const Board& goal, const SearchRequest& request, Engine engine,
                               bool wants_events);

// The heuristic names `--heuristic` accepts: every name of the registry (heuristics.hpp) unless
// `pattern_databases_only`, and every pdb: partition; a refusal lists them all.
CLI::Validator heuristic_check(bool pattern_databases_only = false);

// Refuses --heuristic for `algorithm` when it reads no heuristic: a silent no-op misleads.
void refuse_unread_heuristic(const Algorithm& algorithm, const SearchOptions& options);

// Each heuristic of the registry with its searches and line, then idastar's pattern databases
// (pdb:4-4, ...), for --help.
std::string heuristic_help();

}  // namespace npuzzle::cli
