// Description: the exception being handled, in words for a failed test: its type and what() it
// says, so a search that threw is told apart from one that never ended.
#pragma once

#if __has_include(<cxxabi.h>)
#include <cxxabi.h>
#define NPUZZLE_ITANIUM_ABI 1
#endif

#include <cstdlib>
#include <exception>
#include <memory>
#include <string>
#include <string_view>
#include <typeinfo>

#include "npuzzle/errors.hpp"
#include "unwritten.hpp"
#include "words.hpp"

namespace npuzzle::testing {

inline std::string unknown_exception_type() {
    return std::string(in_reading_language("an exception of unknown type", "未知类型的异常"));
}

#if NPUZZLE_ITANIUM_ABI
// GCC's and Clang's ABI (Linux, macOS, MinGW) name any exception being handled, `throw 42;`'s
// too, and the names are read back as the source spells them.
inline std::string current_exception_type() {
    const std::type_info* info = abi::__cxa_current_exception_type();
    if (!info) return unknown_exception_type();
    int status = 0;
    const std::unique_ptr<char, void (*)(void*)> readable(
        abi::__cxa_demangle(info->name(), nullptr, nullptr, &status), std::free);
    return status == 0 && readable ? readable.get() : info->name();
}
#else
// MSVC's names are readable already ("class std::runtime_error"), but only a std::exception's
// type can be asked for.
inline std::string current_exception_type() {
    try {
        throw;
    } catch (const std::exception& e) {
        std::string name = typeid(e).name();
        for (const std::string_view kind : {"class ", "struct "}) {
            if (name.starts_with(kind)) name.erase(0, kind.size());
        }
        return name;
    } catch (...) {
        return unknown_exception_type();
    }
}
#endif

// "std::runtime_error: the search ran past its budget"; a lesson stub's exception with the line
// naming the stub below it (unwritten.hpp). Call it inside a catch block only.
inline std::string current_exception_text() {
    const std::string type = current_exception_type();
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
