// Description: the exception being handled, in words for a failed test: its type and what() it
// says, so a search that threw is told apart from one that never ended.
#pragma once

#include <cxxabi.h>

#include <cstdlib>
#include <exception>
#include <memory>
#include <string>
#include <typeinfo>

#include "npuzzle/errors.hpp"
#include "unwritten.hpp"
#include "words.hpp"

namespace npuzzle::testing {

// "std::runtime_error: the search ran past its budget"; a lesson stub's exception with the line
// naming the stub below it (unwritten.hpp). Call it inside a catch block only.
inline std::string current_exception_text() {
    std::string type(in_reading_language("an exception of unknown type", "未知类型的异常"));
    if (const std::type_info* info = abi::__cxa_current_exception_type()) {
        int status = 0;
        const std::unique_ptr<char, void (*)(void*)> readable(
            abi::__cxa_demangle(info->name(), nullptr, nullptr, &status), std::free);
        type = status == 0 && readable ? readable.get() : info->name();
    }
    try {
        throw;
    } catch (const not_implemented& e) {
        return type + ": " + unwritten_text(e);
    } catch (const std::exception& e) {
        return type + ": " + e.what();
    } catch (...) {
        return type;
    }
}

}  // namespace npuzzle::testing
