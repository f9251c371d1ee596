#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "run_dot.hpp"

extern char** environ;

namespace npuzzle {

namespace {

// A scratch file with no name left on disk (std::tmpfile opens it exclusively and removes its
// name, or makes none), so nothing stays behind when the program is killed, and nobody can
// swap it for a link.
class ScratchFile {
  public:
    ScratchFile() : file_(std::tmpfile(), &std::fclose) {
        if (!file_) {
            throw RenderError(std::string("cannot make a scratch file: ") + std::strerror(errno));
        }
    }
    int fd() const noexcept { return ::fileno(file_.get()); }

    void write_all(std::string_view text) const {
        while (!text.empty()) {
            const ssize_t n = ::write(fd(), text.data(), text.size());
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                throw RenderError(std::string("cannot write a scratch file: ") +
                                  std::strerror(errno));
            }
            text.remove_prefix(static_cast<std::size_t>(n));
        }
        ::lseek(fd(), 0, SEEK_SET);
    }
    std::string read_all() const {
        std::string text;
        char buffer[65536];
        ::lseek(fd(), 0, SEEK_SET);
        for (;;) {
            const ssize_t n = ::read(fd(), buffer, sizeof buffer);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            text.append(buffer, static_cast<std::size_t>(n));
        }
        return text;
    }

  private:
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> file_;
};

}  // namespace

std::string run_dot(std::vector<std::string> args, std::string_view dot_text) {
    const std::string program = dot_program();
    args.insert(args.begin(), program);
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    const ScratchFile input;
    const ScratchFile output;
    const ScratchFile errors;
    input.write_all(dot_text);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, input.fd(), 0);
    posix_spawn_file_actions_adddup2(&actions, output.fd(), 1);
    posix_spawn_file_actions_adddup2(&actions, errors.fd(), 2);
    pid_t pid = 0;
    const int spawned =
        posix_spawnp(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned == ENOENT) throw RenderError(kDotMissing);
    if (spawned != 0) {
        throw RenderError("cannot run " + program + ": " + std::strerror(spawned));
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    // posix_spawnp may report a missing program only through the child's exit status 127.
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) throw RenderError(kDotMissing);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) throw dot_failed(errors.read_all());
    return output.read_all();
}

}  // namespace npuzzle
