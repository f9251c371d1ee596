#include "sent_once_cache.hpp"

namespace npuzzle::judge {

namespace {

// The function whose arguments the worker keeps: a batch's are its function's.
std::string_view keeper(std::string_view function) {
    if (function.ends_with(kBatchSuffix)) {
        function.remove_suffix(std::string_view(kBatchSuffix).size());
    }
    return function;
}

}  // namespace

SentOnceCache::SentInFull SentOnceCache::put_arguments(Writer& call, std::string_view function,
                                                       const Arguments& arguments) {
    SentInFull sent;
    const std::string& plain = arguments.plain();
    if (arguments.sent_once_pieces().empty()) {
        call.raw(plain.data(), plain.size());
        return sent;
    }
    struct Held {
        std::shared_ptr<const std::string> bytes;
        const void* object = nullptr;  // the argument of this message the bytes encode
    };
    std::map<int, Held> holds;  // what the worker holds for each index, as the message goes
    if (const auto held = held_.find(keeper(function)); held != held_.end()) {
        for (const auto& [index, bytes] : held->second) holds[index].bytes = bytes;
    }
    std::size_t done = 0;
    for (const Arguments::SentOnce& argument : arguments.sent_once_pieces()) {
        call.raw(plain.data() + done, argument.at - done);
        done = argument.at;
        Held& held = holds[argument.index];
        bool same = held.object != nullptr && held.object == argument.object;
        if (!same) {
            scratch_.bytes().clear();
            argument.encode(scratch_, argument.object);
            same = held.bytes && *held.bytes == scratch_.bytes();
            if (!same) held.bytes = std::make_shared<const std::string>(scratch_.bytes());
            held.object = argument.object;
        }
        call.u8(same ? 1 : 0);
        if (same) continue;
        call.raw(held.bytes->data(), held.bytes->size());
        sent[argument.index] = held.bytes;
    }
    call.raw(plain.data() + done, plain.size() - done);
    return sent;
}

void SentOnceCache::remember(std::string_view function, const SentInFull& sent) {
    if (sent.empty()) return;
    const std::string_view kept_under = keeper(function);
    auto held = held_.find(kept_under);
    if (held == held_.end()) held = held_.emplace(std::string(kept_under), SentInFull{}).first;
    for (const auto& [index, bytes] : sent) held->second[index] = bytes;
}

void SentOnceCache::forget(std::string_view function, const SentInFull& sent) {
    const auto held = held_.find(keeper(function));
    if (held == held_.end()) return;
    for (const auto& entry : sent) held->second.erase(entry.first);
}

}  // namespace npuzzle::judge
