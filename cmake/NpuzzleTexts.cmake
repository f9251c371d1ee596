# The programs' texts are message catalogs (NAME.json beside the code that says them); the C++ the
# programs compile is generated from each at build time: NAME.hpp, with the namespace and the
# `inline constexpr Text kName{english, chinese}` entries a hand-written table would have.
# CMake alone reads them (string(JSON)), so the student edition needs no Python to build.
#
# A catalog:
#   {"about": "what the table is for (the header's first comment)",
#    "namespace": "npuzzle::board_texts",
#    "sections": [{"about": "what these entries are for (a comment above them; may be left out)",
#                  "texts": [{"name": "kTiles", "en": "{} tiles", "zh-CN": "{} 个数码"},
#                            {"name": "kMoveNames", "list": [{"en": "Up", "zh-CN": "上移"}, ...]},
#                            {"name": "kStep", "note": "a comment above this entry", ...}]}]}
# A "list" entry is an array of Texts (kMoveNames[i]), indexed as the code that reads it says.
#
#   npuzzle_texts(TARGET CATALOG...)   generates each catalog's header at build time, for TARGET
#   cmake -DCATALOG=FILE.json -DOUT=FILE.hpp [-DSHOWN=NAME] -P NpuzzleTexts.cmake
#                                      writes one header (what the build runs), or stops naming
#                                      the catalog, the entry and what is wrong with it

# The kit's policies in script mode too (IN_LIST); include() keeps them to this file.
cmake_policy(VERSION 3.22)
set(npuzzle_texts_script ${CMAKE_CURRENT_LIST_FILE})
get_filename_component(npuzzle_texts_kit ${CMAKE_CURRENT_LIST_DIR}/.. ABSOLUTE)
set(npuzzle_texts_escaping ${CMAKE_CURRENT_LIST_DIR}/NpuzzleVerdictTitles.cmake)
include(${npuzzle_texts_escaping})  # npuzzle_verdict_escaped

# The headers of TARGET's catalogs, made in the build tree and found by the target's #include.
function(npuzzle_texts target)
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/texts)
  foreach(catalog IN LISTS ARGN)
    get_filename_component(catalog ${catalog} ABSOLUTE)
    get_filename_component(stem ${catalog} NAME_WE)
    file(RELATIVE_PATH shown ${npuzzle_texts_kit} ${catalog})
    add_custom_command(
      OUTPUT ${dir}/${stem}.hpp
      COMMAND ${CMAKE_COMMAND} -DCATALOG=${catalog} -DOUT=${dir}/${stem}.hpp -DSHOWN=${shown}
              -P ${npuzzle_texts_script}
      DEPENDS ${catalog} ${npuzzle_texts_script} ${npuzzle_texts_escaping}
      COMMENT "Writing ${stem}.hpp from the message catalog ${shown}")
    target_sources(${target} PRIVATE ${dir}/${stem}.hpp)
  endforeach()
  target_include_directories(${target} PRIVATE ${dir})
endfunction()

# `text` as a C++ string literal: its backslashes, new lines and tabs escaped as the verdict's
# records escape them, and its quotes and carriage returns.
function(npuzzle_texts_literal text out)
  npuzzle_verdict_escaped(text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  string(REPLACE "\r" "\\r" text "${text}")
  set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

# `text` as // comment lines of at most 100 columns.
function(npuzzle_texts_comment text out)
  set(lines "")
  string(REPLACE "\r" "" text "${text}")
  string(REPLACE "\n" " " text "${text}")
  string(STRIP "${text}" text)
  set(width 97)
  while(NOT text STREQUAL "")
    string(LENGTH "${text}" length)
    if(length LESS_EQUAL width)
      set(line "${text}")
      set(text "")
    else()
      # The last space that leaves the line within its width; a word longer than that, whole.
      string(SUBSTRING "${text}" 0 ${width} head)
      string(FIND "${head}" " " cut REVERSE)
      if(cut LESS_EQUAL 0)
        string(FIND "${text}" " " cut)
        if(cut EQUAL -1)
          set(cut ${length})
        endif()
      endif()
      string(SUBSTRING "${text}" 0 ${cut} line)
      string(SUBSTRING "${text}" ${cut} -1 text)
      string(STRIP "${text}" text)
    endif()
    string(APPEND lines "// ${line}\n")
  endwhile()
  set(${out} "${lines}" PARENT_SCOPE)
endfunction()

# One Text's `{"english", "chinese"}` from the JSON object at `path...` of the catalog `json`;
# `where` names it in an error.
function(npuzzle_texts_pair json where out)
  foreach(lang en zh-CN)
    string(JSON type ERROR_VARIABLE error TYPE "${json}" ${ARGN} ${lang})
    if(NOT type STREQUAL "STRING")
      message(FATAL_ERROR "${where} has no \"${lang}\" text: every entry needs both \"en\" and "
                          "\"zh-CN\", each a string")
    endif()
    string(JSON text GET "${json}" ${ARGN} ${lang})
    if(text STREQUAL "")
      message(FATAL_ERROR "${where}: its \"${lang}\" text is empty: write it in both languages")
    endif()
    # Built as a string, not a list: a text may hold a ";".
    npuzzle_texts_literal("${text}" literal)
    if(lang STREQUAL "en")
      set(pair "{${literal}")
    else()
      string(APPEND pair ", ${literal}}")
    endif()
  endforeach()
  set(${out} "${pair}" PARENT_SCOPE)
endfunction()

# The header of the catalog file `catalog` (named `shown` in errors), written to `out` unless it
# is there already as it would be written: a catalog touched but unchanged, or a change of this
# script alone, then recompiles nothing (Ninja restats the header; make reruns this script, a
# fraction of a second, until a text changes). Nothing is written for a malformed catalog.
function(npuzzle_texts_write catalog shown out)
  if(NOT EXISTS "${catalog}")
    message(FATAL_ERROR "${shown}: no such message catalog")
  endif()
  file(READ "${catalog}" json)
  string(JSON type ERROR_VARIABLE error TYPE "${json}")
  if(NOT error STREQUAL "NOTFOUND")
    message(FATAL_ERROR "${shown} is not valid JSON: ${error}")
  endif()
  foreach(key about namespace)
    string(JSON type ERROR_VARIABLE error TYPE "${json}" ${key})
    if(NOT type STREQUAL "STRING")
      message(FATAL_ERROR "${shown} has no \"${key}\" string: a catalog says what it is for "
                          "(\"about\") and the C++ namespace of its texts (\"namespace\")")
    endif()
  endforeach()
  string(JSON about GET "${json}" about)
  string(JSON namespace GET "${json}" namespace)
  if(NOT namespace MATCHES "^[a-z_][a-z0-9_]*(::[a-z_][a-z0-9_]*)*$")
    message(FATAL_ERROR "${shown}: \"${namespace}\" is not a C++ namespace such as npuzzle::texts")
  endif()
  string(JSON type ERROR_VARIABLE error TYPE "${json}" sections)
  if(NOT type STREQUAL "ARRAY")
    message(FATAL_ERROR "${shown} has no \"sections\" array")
  endif()

  string(CONCAT origin "Generated from ${shown} by cmake/NpuzzleTexts.cmake at build time: edit "
                       "the catalog, not this file.")
  npuzzle_texts_comment("${origin}" header)
  npuzzle_texts_comment("Description: ${about}" description)
  string(APPEND header "${description}")
  string(APPEND header "#pragma once\n\n#include \"npuzzle/language.hpp\"\n\n"
                       "namespace ${namespace} {\n")
  set(names "")
  string(JSON sections LENGTH "${json}" sections)
  foreach(s RANGE ${sections})
    if(s EQUAL sections)
      break()
    endif()
    math(EXPR section_number "${s} + 1")
    set(section "${shown}, section ${section_number}")
    string(APPEND header "\n")
    string(JSON type ERROR_VARIABLE error TYPE "${json}" sections ${s} about)
    if(type STREQUAL "STRING")
      string(JSON section_about GET "${json}" sections ${s} about)
      npuzzle_texts_comment("${section_about}" comment)
      string(APPEND header "${comment}")
    endif()
    string(JSON type ERROR_VARIABLE error TYPE "${json}" sections ${s} texts)
    if(NOT type STREQUAL "ARRAY")
      message(FATAL_ERROR "${section} has no \"texts\" array")
    endif()
    string(JSON entries LENGTH "${json}" sections ${s} texts)
    foreach(e RANGE ${entries})
      if(e EQUAL entries)
        break()
      endif()
      math(EXPR entry_number "${e} + 1")
      string(JSON type ERROR_VARIABLE error TYPE "${json}" sections ${s} texts ${e} name)
      if(NOT type STREQUAL "STRING")
        message(FATAL_ERROR "${section}, entry ${entry_number} has no \"name\" string (kMoves)")
      endif()
      string(JSON name GET "${json}" sections ${s} texts ${e} name)
      if(NOT name MATCHES "^k[A-Z][A-Za-z0-9]*$")
        message(FATAL_ERROR "${section}, entry ${entry_number}: \"${name}\" is not a text's name: "
                            "write k and a capital, then letters and digits (kMoves)")
      endif()
      set(where "${shown}, entry ${name}")
      if(name IN_LIST names)
        message(FATAL_ERROR "${where} is written twice: each text has one entry")
      endif()
      list(APPEND names ${name})
      string(JSON type ERROR_VARIABLE error TYPE "${json}" sections ${s} texts ${e} note)
      if(type STREQUAL "STRING")
        string(JSON note GET "${json}" sections ${s} texts ${e} note)
        npuzzle_texts_comment("${note}" comment)
        string(APPEND header "${comment}")
      endif()
      string(JSON type ERROR_VARIABLE error TYPE "${json}" sections ${s} texts ${e} list)
      if(type STREQUAL "ARRAY")
        string(JSON count LENGTH "${json}" sections ${s} texts ${e} list)
        if(count EQUAL 0)
          message(FATAL_ERROR "${where}: its list is empty")
        endif()
        string(APPEND header "inline constexpr Text ${name}[] = {\n")
        foreach(i RANGE ${count})
          if(i EQUAL count)
            break()
          endif()
          math(EXPR item "${i} + 1")
          npuzzle_texts_pair("${json}" "${where}, item ${item}" pair
                             sections ${s} texts ${e} list ${i})
          string(APPEND header "    ${pair},\n")
        endforeach()
        string(APPEND header "};\n")
      else()
        npuzzle_texts_pair("${json}" "${where}" pair sections ${s} texts ${e})
        string(APPEND header "inline constexpr Text ${name}${pair};\n")
      endif()
    endforeach()
  endforeach()
  string(APPEND header "\n}  // namespace ${namespace}\n")
  if(EXISTS "${out}")
    file(READ "${out}" before)
    if(before STREQUAL header)
      return()
    endif()
  endif()
  file(WRITE "${out}" "${header}")
endfunction()

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  if(NOT DEFINED CATALOG OR NOT DEFINED OUT)
    message(FATAL_ERROR "usage: cmake -DCATALOG=FILE.json -DOUT=FILE.hpp [-DSHOWN=NAME] -P "
                        "${CMAKE_CURRENT_LIST_FILE}")
  endif()
  if(NOT DEFINED SHOWN)
    set(SHOWN ${CATALOG})
  endif()
  npuzzle_texts_write(${CATALOG} ${SHOWN} ${OUT})
endif()
