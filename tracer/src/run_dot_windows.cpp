#define WIN32_LEAN_AND_MEAN
#define NOMINMAX
#include <windows.h>

#include <algorithm>
#include <string>

#include "run_dot.hpp"

namespace npuzzle {

namespace {

std::string last_error_text() { return "Windows error " + std::to_string(::GetLastError()); }

// A scratch file the child inherits as a standard stream, deleted when the last handle closes,
// so nothing stays behind.
class ScratchFile {
  public:
    ScratchFile() {
        char folder[MAX_PATH + 1];
        char name[MAX_PATH + 1];
        if (::GetTempPathA(sizeof folder, folder) == 0 ||
            ::GetTempFileNameA(folder, "npz", 0, name) == 0) {
            throw RenderError("cannot make a scratch file: " + last_error_text());
        }
        SECURITY_ATTRIBUTES inherited{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
        handle_ = ::CreateFileA(name, GENERIC_READ | GENERIC_WRITE,
                                FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, &inherited,
                                CREATE_ALWAYS, FILE_ATTRIBUTE_TEMPORARY | FILE_FLAG_DELETE_ON_CLOSE,
                                nullptr);
        if (handle_ == INVALID_HANDLE_VALUE) {
            ::DeleteFileA(name);
            throw RenderError("cannot make a scratch file: " + last_error_text());
        }
    }
    ~ScratchFile() { ::CloseHandle(handle_); }
    ScratchFile(const ScratchFile&) = delete;
    ScratchFile& operator=(const ScratchFile&) = delete;
    HANDLE handle() const noexcept { return handle_; }

    void write_all(std::string_view text) const {
        while (!text.empty()) {
            DWORD written = 0;
            const auto chunk = static_cast<DWORD>(std::min<std::size_t>(text.size(), 1 << 20));
            if (!::WriteFile(handle_, text.data(), chunk, &written, nullptr) || written == 0) {
                throw RenderError("cannot write a scratch file: " + last_error_text());
            }
            text.remove_prefix(written);
        }
        ::SetFilePointer(handle_, 0, nullptr, FILE_BEGIN);
    }
    std::string read_all() const {
        std::string text;
        char buffer[65536];
        ::SetFilePointer(handle_, 0, nullptr, FILE_BEGIN);
        DWORD got = 0;
        while (::ReadFile(handle_, buffer, sizeof buffer, &got, nullptr) && got > 0) {
            text.append(buffer, got);
        }
        return text;
    }

  private:
    HANDLE handle_ = INVALID_HANDLE_VALUE;
};

// One argument of a Windows command line, quoted as programs' C runtimes split them.
std::string quoted(const std::string& argument) {
    std::string out = "\"";
    std::size_t backslashes = 0;
    for (const char c : argument) {
        if (c == '\\') {
            ++backslashes;
            continue;
        }
        out.append(c == '"' ? 2 * backslashes + 1 : backslashes, '\\');
        backslashes = 0;
        out += c;
    }
    out.append(2 * backslashes, '\\');
    return out + "\"";
}

}  // namespace

std::string run_dot(std::vector<std::string> args, std::string_view dot_text) {
    const std::string program = dot_program();
    std::string command = quoted(program);
    for (const std::string& a : args) {
        command += ' ';  // appended, not " " + ...: GCC 12 warns falsely (-Wrestrict) on that
        command += quoted(a);
    }
    const ScratchFile input;
    const ScratchFile output;
    const ScratchFile errors;
    input.write_all(dot_text);
    STARTUPINFOA startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = input.handle();
    startup.hStdOutput = output.handle();
    startup.hStdError = errors.handle();
    PROCESS_INFORMATION process{};
    // The program is looked up on PATH, with .exe added, as a command prompt would.
    if (!::CreateProcessA(nullptr, command.data(), nullptr, nullptr, TRUE, CREATE_NO_WINDOW,
                          nullptr, nullptr, &startup, &process)) {
        const DWORD error = ::GetLastError();
        if (error == ERROR_FILE_NOT_FOUND || error == ERROR_PATH_NOT_FOUND) {
            throw RenderError(kDotMissing);
        }
        throw RenderError("cannot run " + program + ": Windows error " + std::to_string(error));
    }
    ::WaitForSingleObject(process.hProcess, INFINITE);
    DWORD status = 1;
    ::GetExitCodeProcess(process.hProcess, &status);
    ::CloseHandle(process.hThread);
    ::CloseHandle(process.hProcess);
    if (status != 0) throw dot_failed(errors.read_all());
    return output.read_all();
}

}  // namespace npuzzle
