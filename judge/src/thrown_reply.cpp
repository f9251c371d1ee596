#include "thrown_reply.hpp"

#include <stdexcept>
#include <string>

#include "npuzzle/errors.hpp"
#include "npuzzle/judge/client.hpp"
#include "npuzzle/language.hpp"

namespace npuzzle::judge {

[[noreturn]] void throw_what_the_worker_caught(Reader& r) {
    const std::uint8_t kind = r.u8();
    const std::string message = r.str();
    switch (static_cast<Thrown>(kind)) {
        case Thrown::InvalidArgument:
            throw std::invalid_argument(message);
        case Thrown::OutOfRange:
            throw std::out_of_range(message);
        case Thrown::NotImplemented:
            throw not_implemented(message, not_implemented::whole_message);
        case Thrown::NotImplementedParts: {
            const auto first = message.find('\n');
            const auto second = message.find('\n', first == std::string::npos ? first : first + 1);
            if (second == std::string::npos)
                throw not_implemented(message, not_implemented::whole_message);
            throw not_implemented(message.substr(0, first),
                                  message.substr(first + 1, second - first - 1),
                                  message.substr(second + 1), reading_language());
        }
        case Thrown::LogicError:
            throw std::logic_error(message);
        case Thrown::BadAlloc:
            throw std::runtime_error(reading_language() == Language::chinese
                                         ? "std::bad_alloc：你的代码用完了内存"
                                         : "std::bad_alloc: your code ran out of memory");
        case Thrown::RuntimeError:
        case Thrown::OtherException:
            throw std::runtime_error(message);
        case Thrown::NotAnException:
            throw std::runtime_error(reading_language() == Language::chinese
                                         ? "你的代码抛出的东西不是 std::exception"
                                         : "your code threw something that is not a "
                                           "std::exception");
        case Thrown::EventBudget:
            throw std::runtime_error(message);
        case Thrown::UnknownFunction:
            throw worker_failure("the worker does not know " + message +
                                 " (built from another lesson?)");
    }
    throw wire_error("an exception of a kind that does not exist");
}

}  // namespace npuzzle::judge
