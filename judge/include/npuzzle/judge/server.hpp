// Description: the worker's side. A worker is the student's lesson code linked with this loop and
// the lesson's table of handlers: it reads Call frames, runs the named function on the decoded
// arguments, and answers with its Value or what it threw. A function that takes a
// SearchObserver& gets one that streams the search's events back to the judge, at most the
// judge's event budget of them.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "npuzzle/judge/protocol.hpp"
#include "npuzzle/judge/wire.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::judge {

// What a worker keeps between calls, by function and argument index (docs/judging.md): the last
// value the judge sent in full for each argument sent once (wire.hpp, sent_once), for the calls
// that send only the flag "the same as the last one", and the last value it made for each
// argument made once (made_once). One per connection, so one per worker.
class KeptArguments {
  public:
    // Reads the argument at `index` of a call of `function`: the flag, then the value if sent.
    // The value lasts until the next call's argument at that place is read.
    template <class T>
    const Held<T>& read(Reader& in, std::string_view function, int index) {
        std::shared_ptr<const void>& slot = slot_for(function, index);
        const bool same_as_last = get<bool>(in);
        if (same_as_last) {
            if (!slot) throw wire_error("a call referred to a value this worker was never sent");
            return *static_cast<const Held<T>*>(slot.get());
        }
        slot.reset();  // a value that cannot be read leaves nothing to refer to
        auto value = std::make_shared<const Held<T>>(get<T>(in));
        slot = value;
        return *value;
    }

    // Reads the argument at `index` of a call of `function`, of a type made once: its source,
    // then the value made from it, or the one made last if the source is the same.
    template <class T>
    const T& made(Reader& in, std::string_view function, int index) {
        using Source = typename Codec<T>::Source;
        struct Made {
            Source source;
            T value;
        };
        std::shared_ptr<const void>& slot = slot_for(function, index);
        Source source = get<Source>(in);
        const auto* last = static_cast<const Made*>(slot.get());
        if (last && last->source == source) return last->value;
        slot.reset();  // a value that cannot be made leaves nothing to reuse
        T value = Codec<T>::make(source);
        auto made = std::make_shared<const Made>(Made{std::move(source), std::move(value)});
        slot = made;
        return made->value;
    }

  private:
    std::shared_ptr<const void>& slot_for(std::string_view function, int index);

    // By function, then by argument index.
    std::map<std::string, std::vector<std::shared_ptr<const void>>, std::less<>> values_;
};

// True for an argument the worker keeps from one call to the next (wire.hpp).
template <class T>
inline constexpr bool kept_by_worker = sent_once<T> || made_once<T>;

// How a worker holds a parameter of type P of a call while the function runs: a value read
// from the call, the value it kept for the argument, or the call's event stream.
template <class P>
struct StoredAs {
    using type = std::conditional_t<kept_by_worker<std::decay_t<P>>, const Held<std::decay_t<P>>*,
                                    Held<std::decay_t<P>>>;
};
template <>
struct StoredAs<SearchObserver&> {
    using type = std::reference_wrapper<SearchObserver>;
};

class Registry {
  public:
    // Adds the function `name`, served by `function`: its parameters are read from the call in
    // order (a SearchObserver& parameter gets the call's event stream instead) and its result is
    // the answer. A function that reports no events also gets `name[]`, its batch (client.hpp,
    // call_each).
    template <class R, class... P>
    void add(const std::string& name, R (*function)(P...)) {
        if constexpr (!(std::is_same_v<P, SearchObserver&> || ...)) {
            handlers_[name + kBatchSuffix] = [name, function](Reader& in, Writer& out,
                                                              SearchObserver& events,
                                                              KeptArguments& kept) {
                const std::uint32_t count = in.length();
                out.u32(count);
                for (std::uint32_t i = 0; i < count; ++i) {
                    put(out,
                        run(name, function, in, events, kept, std::index_sequence_for<P...>{}));
                }
            };
        }
        handlers_[name] = [name, function](Reader& in, Writer& out, SearchObserver& events,
                                           KeptArguments& kept) {
            put(out, run(name, function, in, events, kept, std::index_sequence_for<P...>{}));
        };
    }

    using Erased =
        std::function<void(Reader& in, Writer& out, SearchObserver& events, KeptArguments& kept)>;
    const Erased* find(const std::string& name) const {
        auto it = handlers_.find(name);
        return it == handlers_.end() ? nullptr : &it->second;
    }

  private:
    template <class P>
    using Stored = typename StoredAs<P>::type;

    template <class P>
    static Stored<P> argument(const std::string& function, int index, Reader& in,
                              SearchObserver& events, KeptArguments& kept) {
        if constexpr (std::is_same_v<P, SearchObserver&>) {
            return std::ref(events);
        } else if constexpr (sent_once<std::decay_t<P>>) {
            return &kept.read<std::decay_t<P>>(in, function, index);
        } else if constexpr (made_once<std::decay_t<P>>) {
            return &kept.made<std::decay_t<P>>(in, function, index);
        } else {
            return get<std::decay_t<P>>(in);
        }
    }

    template <class P>
    static decltype(auto) pass(Stored<P>& stored) {
        if constexpr (std::is_same_v<P, SearchObserver&>) {
            return stored.get();
        } else if constexpr (kept_by_worker<std::decay_t<P>>) {
            return *stored;
        } else {
            return (stored);
        }
    }

    // Where parameter I is among the arguments that cross (a SearchObserver& does not).
    template <std::size_t I, class... P>
    static constexpr int wire_index() {
        constexpr bool crosses[] = {!std::is_same_v<P, SearchObserver&>...};
        int index = 0;
        for (std::size_t j = 0; j < I; ++j) index += crosses[j];
        return index;
    }

    template <class R, class... P, std::size_t... I>
    static R run(const std::string& name, R (*function)(P...), Reader& in, SearchObserver& events,
                 KeptArguments& kept, std::index_sequence<I...>) {
        // A braced list reads the arguments left to right, in the order they were sent.
        std::tuple<Stored<P>...> args{
            argument<P>(name, wire_index<I, P...>(), in, events, kept)...};
        return function(pass<P>(std::get<I>(args))...);
    }

    std::map<std::string, Erased, std::less<>> handlers_;
};

// Each lesson's worker defines this (bindings.hpp): it adds the lesson's frozen functions.
void register_handlers(Registry& registry);

// Serves calls read from `in_fd`, answering on `out_fd`, until the judge closes its end.
int serve(const Registry& registry, int in_fd, int out_fd);

}  // namespace npuzzle::judge
