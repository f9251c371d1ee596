#define WIN32_LEAN_AND_MEAN
#define NOMINMAX
#include <io.h>
#include <process.h>
#include <windows.h>

#include <algorithm>
#include <cstdio>

#include "os.hpp"

namespace npuzzle::cli {

bool stderr_is_terminal() noexcept { return ::_isatty(::_fileno(stderr)) != 0; }

std::optional<std::uint64_t> address_space_limit() noexcept { return std::nullopt; }

void advise_huge_pages(void*, std::size_t) noexcept {}

// Windows has no exec: the program runs as a child, and its status becomes this run's.
int run_instead(const std::filesystem::path& program, char** argv) {
    const std::string name = program.string();
    const auto status = ::_spawnv(_P_WAIT, name.c_str(), argv);
    return status < 0 ? -1 : static_cast<int>(status);
}

std::string replace_file(const std::filesystem::path& path,
                         const std::vector<std::string_view>& parts) {
    const auto failed = [](const std::string& what) {
        return what + ": Windows error " + std::to_string(::GetLastError());
    };
    wchar_t temporary[MAX_PATH + 1];
    if (::GetTempFileNameW(path.parent_path().c_str(), L"npz", 0, temporary) == 0) {
        return failed("cannot create a file in " + path.parent_path().string());
    }
    const std::string temporary_name = std::filesystem::path(temporary).string();
    const HANDLE file = ::CreateFileW(temporary, GENERIC_WRITE, 0, nullptr, CREATE_ALWAYS,
                                      FILE_ATTRIBUTE_NORMAL, nullptr);
    if (file == INVALID_HANDLE_VALUE) {
        ::DeleteFileW(temporary);
        return failed("cannot create " + temporary_name);
    }
    std::string error;
    for (std::string_view part : parts) {
        while (error.empty() && !part.empty()) {
            DWORD written = 0;
            const auto chunk = static_cast<DWORD>(std::min<std::size_t>(part.size(), 1 << 24));
            if (!::WriteFile(file, part.data(), chunk, &written, nullptr) || written == 0) {
                error = failed("cannot write " + temporary_name);
            }
            part.remove_prefix(written);
        }
    }
    if (error.empty() && !::FlushFileBuffers(file))
        error = failed("cannot write " + temporary_name);
    ::CloseHandle(file);
    if (error.empty() && !::MoveFileExW(temporary, path.c_str(),
                                        MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
        error = failed("cannot rename " + temporary_name + " to " + path.string());
    }
    if (!error.empty()) ::DeleteFileW(temporary);
    return error;
}

}  // namespace npuzzle::cli
