// Description: what `npuzzle --help` and each command's --help say: the message catalog
// cli/help_messages.json, in English and Chinese, which the build writes into help_messages.hpp;
// and CLI11's own words in a help page by the key CLI11 looks each up with.
#pragma once

#include "help_messages.hpp"

namespace npuzzle::cli::texts {

struct HelpLabel {
    const char* key;
    Text text;
};
inline constexpr HelpLabel kHelpLabels[] = {
    {"Usage", kUsageLabel},
    {"OPTIONS", kOptionsLabel},
    {"SUBCOMMAND", kSubcommandLabel},
    {"SUBCOMMANDS", kSubcommandsLabel},
    {"Positionals", kPositionalsLabel},
    {"REQUIRED", kRequiredLabel},
    {"Needs", kNeedsLabel},
    {"Excludes", kExcludesLabel},
};

}  // namespace npuzzle::cli::texts
