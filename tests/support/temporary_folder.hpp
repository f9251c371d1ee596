// Description: a fresh folder under the system's temporary folder for one test, removed with
// everything in it when the test ends. Its name is unique (a random number, and made only if no
// folder has it), so two test programs run at once (ctest -j) never write each other's files;
// it is its owner's only, as mkdtemp's are, on every system.
#pragma once

#include <filesystem>
#include <random>
#include <stdexcept>
#include <string>
#include <system_error>

namespace npuzzle::testing {

class TemporaryFolder {
  public:
    explicit TemporaryFolder(const std::string& prefix = "npuzzle-test") {
        namespace fs = std::filesystem;
        std::random_device random;
        const fs::path parent = fs::temp_directory_path();
        for (int attempt = 0; attempt < 100; ++attempt) {
            const fs::path candidate = parent / (prefix + "-" + std::to_string(random()));
            std::error_code ec;
            if (fs::create_directory(candidate, ec)) {
                fs::permissions(candidate, fs::perms::owner_all, ec);
                path_ = candidate;
                return;
            }
            if (ec) {
                throw std::runtime_error("could not make a temporary folder " + candidate.string() +
                                         ": " + ec.message());
            }
        }
        throw std::runtime_error("could not make a temporary folder in " + parent.string());
    }
    ~TemporaryFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    TemporaryFolder(const TemporaryFolder&) = delete;
    TemporaryFolder& operator=(const TemporaryFolder&) = delete;

    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

  private:
    std::filesystem::path path_;
};

}  // namespace npuzzle::testing
