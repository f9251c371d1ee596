// Attack: a static object's destructor runs after Catch2 has written its report, and rewrites
// it: every failed test marked passed, one more test worth 1000 points. Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

struct RewriteReportAtExit {
    ~RewriteReportAtExit() {
        const std::string path = npzattack::report_path();
        std::string xml = npzattack::read_file(path);
        if (xml.empty()) return;
        for (auto at = xml.find("success=\"false\""); at != std::string::npos;
             at = xml.find("success=\"false\"", at)) {
            xml.replace(at, 15, "success=\"true\" ");
        }
        const auto group_end = xml.rfind("</Group>");
        if (group_end == std::string::npos) return;
        xml.insert(group_end, npzattack::passed_case("extra credit", "[lesson00][points=1000]"));
        npzattack::write_file(path, xml);
    }
} rewrite_report_at_exit;

}  // namespace

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
