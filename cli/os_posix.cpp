#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "os.hpp"

namespace npuzzle::cli {

bool stderr_is_terminal() noexcept { return ::isatty(STDERR_FILENO) == 1; }

std::optional<std::uint64_t> address_space_limit() noexcept {
    rlimit limit{};
    if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return std::nullopt;
    return static_cast<std::uint64_t>(limit.rlim_cur);
}

void advise_huge_pages([[maybe_unused]] void* begin, [[maybe_unused]] std::size_t bytes) noexcept {
#ifdef MADV_HUGEPAGE
    ::madvise(begin, bytes, MADV_HUGEPAGE);
#endif
}

int run_instead(const std::filesystem::path& program, char** argv) {
    ::execv(program.c_str(), argv);
    return -1;
}

std::string replace_file(const std::filesystem::path& path,
                         const std::vector<std::string_view>& parts) {
    const auto failed = [](const std::string& what) { return what + ": " + std::strerror(errno); };
    std::string temporary = path.string() + ".tmp-XXXXXX";
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0) return failed("cannot create a file in " + path.parent_path().string());
    auto write_all = [fd](std::string_view bytes) {
        while (!bytes.empty()) {
            const ssize_t n = ::write(fd, bytes.data(), bytes.size());
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return false;
            bytes.remove_prefix(static_cast<std::size_t>(n));
        }
        return true;
    };
    std::string error;
    for (const std::string_view part : parts) {
        if (error.empty() && !write_all(part)) error = failed("cannot write " + temporary);
    }
    if (error.empty() && ::fsync(fd) != 0) error = failed("cannot write " + temporary);
    // mkstemp makes the file private; a cache in a shared build folder is for every user.
    ::fchmod(fd, 0644);
    if (::close(fd) != 0 && error.empty()) error = failed("cannot write " + temporary);
    if (error.empty() && std::rename(temporary.c_str(), path.c_str()) != 0) {
        error = failed("cannot rename " + temporary + " to " + path.string());
    }
    if (!error.empty()) ::unlink(temporary.c_str());
    return error;
}

}  // namespace npuzzle::cli
