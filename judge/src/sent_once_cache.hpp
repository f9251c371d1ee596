// Description: what the worker holds of the arguments sent once (wire.hpp, sent_once), kept on the
// judge's side so that a call sends such an argument in full only when the worker does not hold
// the same bytes (docs/judging.md). A batch shares its function's arguments.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "npuzzle/judge/client.hpp"

namespace npuzzle::judge {

class SentOnceCache {
  public:
    // The arguments sent once that a call sends in full, by their index.
    using SentInFull = std::map<int, std::shared_ptr<const std::string>>;

    // Appends the arguments to `call`: each one sent once as the flag 1 when the worker holds the
    // same bytes for it (sent by an answered call, or earlier in this message), else as 0 and the
    // bytes, which the worker then keeps. Each is encoded into one reused buffer (a table's
    // 362,880 bytes, at every call), and once per message for one object.
    SentInFull put_arguments(Writer& call, std::string_view function, const Arguments& arguments);

    // The call was answered: the worker holds what it sent in full.
    void remember(std::string_view function, const SentInFull& sent);
    // The worker answered with what the function threw: it may or may not have kept what the
    // call sent in full (it keeps a value once it has read it whole), so those are sent again.
    void forget(std::string_view function, const SentInFull& sent);
    // A new worker holds nothing.
    void clear() noexcept { held_.clear(); }

  private:
    // The bytes last sent in full by an answered call, by function and argument index.
    std::map<std::string, SentInFull, std::less<>> held_;
    Writer scratch_;  // an argument encoded to be compared with what the worker holds
};

}  // namespace npuzzle::judge
