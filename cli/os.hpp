// Description: what the program asks of the system, each system's way: os_posix.cpp (Linux,
// macOS) or os_windows.cpp, chosen by CMake.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace npuzzle::cli {

// True when standard error is a terminal (a progress line may then be redrawn in place).
bool stderr_is_terminal() noexcept;

// Runs `program` with `argv` in place of this run: on POSIX the process becomes it; on Windows
// it runs and its exit status is returned. Returns -1, errno set, if it could not be started.
int run_instead(const std::filesystem::path& program, char** argv);

// Writes `parts` one after the other to `path` through a temporary file in the same folder,
// made durable, then renamed over it: readers see the old file or the whole new one, and a
// shared cache is readable by every user. Returns why it could not, or "".
std::string replace_file(const std::filesystem::path& path,
                         const std::vector<std::string_view>& parts);

// The limit on this process's address space (ulimit -v), in bytes; nullopt where there is none.
std::optional<std::uint64_t> address_space_limit() noexcept;

// Asks for [begin, begin + bytes) to be backed by huge pages where the system gives them (Linux's
// transparent huge pages); advice only, so elsewhere nothing happens.
void advise_huge_pages(void* begin, std::size_t bytes) noexcept;

}  // namespace npuzzle::cli
