# Windows programs built on Debian with MinGW-w64's GCC (g++-mingw-w64-x86-64-posix: the POSIX
# threads flavour, which C++'s std::thread needs), to be run under wine64 (.ci/windows-wine.sh):
#   cmake -S . -B build-mingw --toolchain cmake/toolchains/mingw-w64.cmake
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(mingw_triple x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${mingw_triple}-gcc-posix)
set(CMAKE_CXX_COMPILER ${mingw_triple}-g++-posix)
set(CMAKE_RC_COMPILER ${mingw_triple}-windres)
# Headers, libraries and CMake packages from MinGW's root only: the build machine's Debian
# packages are Linux's (the kit's own copies in third_party/ serve instead); its programs are
# still found and run (ccache).
set(CMAKE_FIND_ROOT_PATH /usr/${mingw_triple})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# A program the build runs (none of the lessons' test programs needs one) runs under wine.
find_program(wine_program NAMES wine64 wine HINTS /usr/lib/wine)
if(wine_program)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${wine_program})
endif()
