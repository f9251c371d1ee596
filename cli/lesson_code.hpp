// Description: whose fault a failure is, told by where it came from. The program checks what the
// user gave (boards, shapes, options) before it calls the lesson code; what the lesson code then
// throws is the lesson's failure (exit 3, exit_code.hpp), whatever its type: a lesson that
// throws std::invalid_argument on a valid board has a bug, the user's input is fine. Every call
// of the program into lesson code, directly or through the algorithm table, goes through
// lesson_code().
#pragma once

#include <filesystem>
#include <ios>
#include <new>
#include <stdexcept>
#include <string>
#include <utility>

#include "cli_texts.hpp"
#include "npuzzle/errors.hpp"
#include "search_bounds.hpp"

namespace npuzzle::cli {

// What escaped a call of lesson code; main() exits kLessonFailed with "the lesson code failed:"
// and the lesson's own message.
class LessonFailure : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Runs `call` (lesson code, or the table's search that runs it) and returns what it returns.
// Passed on as they are: not_implemented (already the lesson's, with its own message), and what
// the program's own code throws from inside a search, or the machine causes there: a node
// budget reached, a file the tracer could not write, no memory left.
template <class Call>
decltype(auto) lesson_code(Call&& call) {
    try {
        return std::forward<Call>(call)();
    } catch (const not_implemented&) {
        throw;
    } catch (const LessonFailure&) {
        throw;
    } catch (const BudgetReached&) {
        throw;
    } catch (const io_error&) {
        throw;
    } catch (const std::filesystem::filesystem_error&) {
        throw;
    } catch (const std::ios_base::failure&) {
        throw;
    } catch (const std::bad_alloc&) {
        throw;
    } catch (const std::exception& e) {
        throw LessonFailure(e.what());
    } catch (...) {
        throw LessonFailure(say(texts::kNotAnException));
    }
}

}  // namespace npuzzle::cli
