# The libraries the kit builds with: each the installed package where CMake finds one (Debian's,
# Homebrew's, vcpkg's), else the copy in third_party/ (third_party/README.md), so that the student
# edition builds with CMake and a C++20 compiler alone. The copies are made to look like the
# packages: the same target names, so the rest of the build never asks which one it got.
set(NPUZZLE_THIRD_PARTY ${PROJECT_SOURCE_DIR}/third_party)

# TARGET (a package's imported name, e.g. CLI11::CLI11) as an interface library of the headers
# under third_party/DIR. SYSTEM: their warnings are not the kit's (NPUZZLE_WERROR).
function(npuzzle_third_party_headers target dir)
  string(MAKE_C_IDENTIFIER "npuzzle_third_party_${dir}" lib)
  add_library(${lib} INTERFACE)
  target_include_directories(${lib} SYSTEM INTERFACE ${NPUZZLE_THIRD_PARTY}/${dir}/include)
  add_library(${target} ALIAS ${lib})
  message(STATUS "${target}: none installed, using third_party/${dir}")
endfunction()

find_package(CLI11 QUIET)
if(NOT CLI11_FOUND)
  npuzzle_third_party_headers(CLI11::CLI11 cli11)
endif()

find_package(nlohmann_json 3 QUIET)
if(NOT nlohmann_json_FOUND)
  npuzzle_third_party_headers(nlohmann_json::nlohmann_json nlohmann_json)
endif()

# spdlog's copy is Debian's, which leaves out its bundled fmt: it takes fmt's copy, both header
# only (spdlog without SPDLOG_COMPILED_LIB, fmt with FMT_HEADER_ONLY), so nothing is compiled.
find_package(spdlog QUIET)
if(NOT spdlog_FOUND)
  npuzzle_third_party_headers(spdlog::spdlog spdlog)
  target_include_directories(npuzzle_third_party_spdlog SYSTEM INTERFACE
                             ${NPUZZLE_THIRD_PARTY}/fmt/include)
  target_compile_definitions(npuzzle_third_party_spdlog INTERFACE FMT_HEADER_ONLY)
endif()

find_package(Threads REQUIRED)

if(BUILD_TESTING)
  # One Catch2 for the student's tests and the grader's: v3. Debian 12's package is v2, so there
  # (and wherever none is installed) the tests build with the amalgamated pair, compiled once.
  find_package(Catch2 3 QUIET)
  if(NOT Catch2_FOUND)
    add_library(npuzzle_third_party_catch2 STATIC ${NPUZZLE_THIRD_PARTY}/catch2/catch_amalgamated.cpp)
    target_include_directories(npuzzle_third_party_catch2 SYSTEM PUBLIC ${NPUZZLE_THIRD_PARTY}/catch2)
    target_compile_definitions(npuzzle_third_party_catch2 PUBLIC NPUZZLE_CATCH2_AMALGAMATED)
    add_library(Catch2::Catch2WithMain ALIAS npuzzle_third_party_catch2)
    message(STATUS "Catch2 3: none installed, using third_party/catch2")
  endif()
  # Python adds the grader's tools (catalogs, the stub check, the grade report); a student's
  # build and tests run without it. The instructor's kit (with solutions/) needs it.
  if(NPUZZLE_HAVE_SOLUTIONS)
    find_package(Python3 REQUIRED COMPONENTS Interpreter)
  else()
    find_package(Python3 QUIET COMPONENTS Interpreter)
  endif()
endif()
