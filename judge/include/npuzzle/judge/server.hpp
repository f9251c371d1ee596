// Description: the worker's side. A worker is the student's lesson code linked with this loop and
// the lesson's table of handlers: it reads Call frames, runs the named function on the decoded
// arguments, and answers with its Value or what it threw. A function that takes a
// SearchObserver& gets one that streams the search's events back to the judge, at most the
// judge's event budget of them.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

#include "npuzzle/judge/protocol.hpp"
#include "npuzzle/judge/wire.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::judge {

class Registry {
  public:
    // Adds the function `name`, served by `handler`: a lambda whose parameters are decoded from
    // the call in order (a SearchObserver& parameter gets the call's event stream) and whose
    // return value is the answer.
    template <class Handler>
    void add(std::string name, Handler handler) {
        add_typed(std::move(name), std::move(handler), &Handler::operator());
    }

    using Erased = std::function<void(Reader& in, Writer& out, SearchObserver& events)>;
    const Erased* find(const std::string& name) const {
        auto it = handlers_.find(name);
        return it == handlers_.end() ? nullptr : &it->second;
    }

  private:
    template <class A>
    using Stored = std::conditional_t<std::is_same_v<A, SearchObserver&>,
                                      std::reference_wrapper<SearchObserver>, std::decay_t<A>>;

    template <class A>
    static Stored<A> argument(Reader& in, SearchObserver& events) {
        if constexpr (std::is_same_v<A, SearchObserver&>) {
            return std::ref(events);
        } else {
            return get<std::decay_t<A>>(in);
        }
    }

    template <class Handler, class R, class... A>
    void add_typed(std::string name, Handler handler, R (Handler::*)(A...) const) {
        if constexpr (!(std::is_same_v<A, SearchObserver&> || ...)) {
            handlers_[name + kBatchSuffix] = [handler](Reader& in, Writer& out, SearchObserver&) {
                const std::uint32_t count = in.length();
                out.u32(count);
                for (std::uint32_t i = 0; i < count; ++i) {
                    std::tuple<std::decay_t<A>...> args{get<std::decay_t<A>>(in)...};
                    put(out, std::apply(handler, std::move(args)));
                }
            };
        }
        handlers_[std::move(name)] = [handler](Reader& in, Writer& out, SearchObserver& events) {
            // A braced list decodes the arguments left to right, in the order they were sent.
            std::tuple<Stored<A>...> args{argument<A>(in, events)...};
            put(out, std::apply(handler, std::move(args)));
        };
    }

    std::map<std::string, Erased, std::less<>> handlers_;
};

// Each lesson's worker file defines this: it adds the lesson's frozen functions.
void register_handlers(Registry& registry);

// Serves calls read from `in_fd`, answering on `out_fd`, until the judge closes its end.
int serve(const Registry& registry, int in_fd, int out_fd);

}  // namespace npuzzle::judge
