#include "npuzzle/judge/server.hpp"

#include <new>
#include <stdexcept>
#include <vector>

#include "npuzzle/errors.hpp"
#include "npuzzle/judge/protocol.hpp"

namespace npuzzle::judge {

namespace {

constexpr std::size_t kEventBatchBytes = 64 << 10;

struct BudgetExceeded {};

// Sends the search's events to the judge in batches (or only counts them), and stops the search
// past the budget.
class EventStream final : public SearchObserver {
  public:
    EventStream(int fd, EventsAsked asked, std::uint64_t budget)
        : fd_(fd),
          wanted_(asked != EventsAsked::None),
          sent_(asked == EventsAsked::Sent),
          budget_(budget) {}

    void on_event(const SearchEvent& event) override {
        if (!wanted_) return;
        if (++seen_ > budget_) throw BudgetExceeded{};
        if (!sent_) return;
        put_event(batch_, event);
        ++batched_;
        if (batch_.bytes().size() >= kEventBatchBytes) flush();
    }
    bool wants_events() const noexcept override { return wanted_; }

    void flush() {
        if (batched_ == 0) return;
        Writer frame;
        frame.u8(static_cast<std::uint8_t>(Tag::Events));
        frame.u32(batched_);
        frame.bytes() += batch_.bytes();
        write_frame(fd_, frame.bytes());
        batch_.bytes().clear();
        batched_ = 0;
    }

  private:
    int fd_;
    bool wanted_;
    bool sent_;
    std::uint64_t budget_;
    std::uint64_t seen_ = 0;
    std::uint32_t batched_ = 0;
    Writer batch_;
};

Writer thrown(Thrown kind, const std::string& message) {
    Writer w;
    w.u8(static_cast<std::uint8_t>(Tag::Thrown));
    w.u8(static_cast<std::uint8_t>(kind));
    w.str(message);
    return w;
}

// The function the test called ("bfs::search") when what is not written yet belongs to another
// lesson than it (each lesson has its own namespace), else "": the student then knows which
// lesson to finish first ("; bfs::search calls it").
std::string caller_in_another_lesson(const std::string& missing, const std::string& called) {
    const auto lesson_of = [](const std::string& name) { return name.substr(0, name.find("::")); };
    if (missing.empty() || lesson_of(missing) == lesson_of(called)) return "";
    return called;
}

// The frame that says what the call being handled threw (called from a catch block).
Writer what_was_thrown(const std::string& function) {
    try {
        throw;
    } catch (const not_implemented& e) {
        // In parts, so that the judge words the message in the student's language (this worker
        // runs without the judge's environment).
        const std::string caller = caller_in_another_lesson(e.function(), function);
        if (!e.lesson_file().empty()) {
            return thrown(Thrown::NotImplementedParts,
                          e.lesson_file() + '\n' + e.function() + '\n' + caller);
        }
        return thrown(Thrown::NotImplemented,
                      e.what() + (caller.empty() ? "" : "; " + caller + " calls it"));
    } catch (const std::invalid_argument& e) {
        return thrown(Thrown::InvalidArgument, e.what());
    } catch (const std::out_of_range& e) {
        return thrown(Thrown::OutOfRange, e.what());
    } catch (const std::logic_error& e) {
        return thrown(Thrown::LogicError, e.what());
    } catch (const std::bad_alloc&) {
        return thrown(Thrown::BadAlloc, "std::bad_alloc");
    } catch (const std::runtime_error& e) {
        return thrown(Thrown::RuntimeError, e.what());
    } catch (const std::exception& e) {
        return thrown(Thrown::OtherException, e.what());
    } catch (...) {
        return thrown(Thrown::NotAnException, "");
    }
}

// Runs one call and returns the frame that ends it: the Value, or what the function threw.
Writer run_call(const Registry& registry, KeptArguments& kept, Reader& in, int out_fd) {
    const std::string function = in.str();
    const auto asked = static_cast<EventsAsked>(in.u8());
    if (asked > EventsAsked::Counted) throw wire_error("a call asked its events of no known kind");
    const std::uint64_t budget = in.u64();
    const Registry::Erased* handler = registry.find(function);
    if (!handler) return thrown(Thrown::UnknownFunction, function);
    EventStream events(out_fd, asked, budget);
    Writer value;
    value.u8(static_cast<std::uint8_t>(Tag::Value));
    try {
        (*handler)(in, value, events, kept);
        events.flush();
        return value;
    } catch (const BudgetExceeded&) {
        return thrown(Thrown::EventBudget, "the search reported more than " +
                                               std::to_string(budget) +
                                               " events and was stopped (does it ever end?)");
    } catch (...) {
        // What the search reported before it threw is the test's to see, as in process: a
        // search that asks its estimate before it refuses its arguments has reported Start.
        Writer reply = what_was_thrown(function);
        events.flush();
        return reply;
    }
}

}  // namespace

std::shared_ptr<const void>& KeptArguments::slot_for(std::string_view function, int index) {
    auto of_function = values_.find(function);
    if (of_function == values_.end()) {
        of_function =
            values_.emplace(std::string(function), std::vector<std::shared_ptr<const void>>{})
                .first;
    }
    std::vector<std::shared_ptr<const void>>& slots = of_function->second;
    if (slots.size() <= static_cast<std::size_t>(index))
        slots.resize(static_cast<std::size_t>(index) + 1);
    return slots[static_cast<std::size_t>(index)];
}

int serve(const Registry& registry, int in_fd, int out_fd) {
    KeptArguments kept;
    std::string payload;
    try {
        while (read_frame(in_fd, payload)) {
            Reader in(payload, Sender::Judge);
            if (static_cast<Tag>(in.u8()) != Tag::Call) return 2;
            const Writer reply = run_call(registry, kept, in, out_fd);
            write_frame(out_fd, reply.bytes());
        }
    } catch (const wire_error&) {
        return 2;  // the judge has gone or spoke nonsense: nothing left to answer
    }
    return 0;
}

}  // namespace npuzzle::judge
