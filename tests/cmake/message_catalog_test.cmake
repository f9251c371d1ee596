# cmake -DNPUZZLE_KIT=KIT -DWORK=DIR -P message_catalog_test.cmake: runs the message catalogs'
# generator (cmake/NpuzzleTexts.cmake) on catalogs written in DIR. A sound one, with LF or CRLF
# line ends, gives a header whose literals escape what C++ needs; each malformed one stops the
# generator with a message naming the catalog and the entry, and writes no header.
set(script ${NPUZZLE_KIT}/cmake/NpuzzleTexts.cmake)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(failures "")

# The generator on the catalog `json` (written as bad.json): its exit code, what it said and the
# header it wrote ("" for none).
function(generate json result_var said_var header_var)
  file(WRITE ${WORK}/bad.json "${json}")
  file(REMOVE ${WORK}/bad.hpp)
  execute_process(COMMAND ${CMAKE_COMMAND} -DCATALOG=${WORK}/bad.json -DOUT=${WORK}/bad.hpp
                          -DSHOWN=tests/bad.json -P ${script}
                  RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  # CMake wraps a message at 80 columns: compare with its spaces and line breaks as one space.
  string(REGEX REPLACE "[ \n]+" " " said "${out}${err}")
  set(header "")
  if(EXISTS ${WORK}/bad.hpp)
    file(READ ${WORK}/bad.hpp header)
  endif()
  set(${result_var} "${result}" PARENT_SCOPE)
  set(${said_var} "${said}" PARENT_SCOPE)
  set(${header_var} "${header}" PARENT_SCOPE)
endfunction()

# A sound catalog: a quote, a backslash, a new line and a ";" in its texts, a list, a note.
set(sound [=[{
  "about": "a test's texts",
  "namespace": "npuzzle::test_texts",
  "sections": [
    {"about": "The first section.",
     "texts": [
       {"name": "kQuoted", "en": "say \"hi\"; a\\b\nnext", "zh-CN": "说“你好”；a\\b\n下一行"},
       {"name": "kNames", "note": "By Move's number.",
        "list": [{"en": "Up", "zh-CN": "上移"}, {"en": "Down", "zh-CN": "下移"}]}
     ]}
  ]
}
]=])
# The line of kQuoted holds a ";", so it is no item of the list of lines the header must have.
set(quoted_line [=[inline constexpr Text kQuoted{"say \"hi\"; a\\b\nnext", "说“你好”；a\\b\n下一行"};]=])
set(expected_lines
    "namespace npuzzle::test_texts {"
    "// The first section."
    "// By Move's number."
    "inline constexpr Text kNames[] = {"
    [=[    {"Up", "上移"},]=])
string(REPLACE "\n" "\r\n" sound_crlf "${sound}")
foreach(ends LF CRLF)
  if(ends STREQUAL "LF")
    generate("${sound}" result said header)
  else()
    generate("${sound_crlf}" result said header)
  endif()
  if(NOT result EQUAL 0)
    list(APPEND failures "a sound catalog (${ends} line ends) was refused: ${said}")
    continue()
  endif()
  foreach(line IN LISTS expected_lines ITEMS "${quoted_line}")
    string(FIND "${header}" "${line}\n" at)
    if(at EQUAL -1)
      list(APPEND failures "the header of a sound catalog (${ends} line ends) lacks the line "
                           "'${line}'; it is:\n${header}")
    endif()
  endforeach()
  string(FIND "${header}" "\r" cr)
  if(NOT cr EQUAL -1)
    list(APPEND failures "the header of a catalog with CRLF line ends has a carriage return")
  endif()
endforeach()

# Malformed catalogs, each with what its error must say.
set(cases
    "no Chinese"
    [=[{"about": "a", "namespace": "n", "sections": [{"texts": [{"name": "kA", "en": "x"}]}]}]=]
    [=[tests/bad.json, entry kA has no "zh-CN" text]=]
    "an empty English text"
    [=[{"about": "a", "namespace": "n", "sections": [{"texts": [{"name": "kA", "en": "", "zh-CN": "好"}]}]}]=]
    [=[tests/bad.json, entry kA: its "en" text is empty]=]
    "a list's item without Chinese"
    [=[{"about": "a", "namespace": "n", "sections": [{"texts": [{"name": "kA", "list": [{"en": "x"}]}]}]}]=]
    [=[tests/bad.json, entry kA, item 1 has no "zh-CN" text]=]
    "a bad name"
    [=[{"about": "a", "namespace": "n", "sections": [{"texts": [{"name": "moves", "en": "x", "zh-CN": "好"}]}]}]=]
    [=[tests/bad.json, section 1, entry 1: "moves" is not a text's name]=]
    "no name"
    [=[{"about": "a", "namespace": "n", "sections": [{"texts": [{"en": "x", "zh-CN": "好"}]}]}]=]
    [=[tests/bad.json, section 1, entry 1 has no "name" string]=]
    "a name twice"
    [=[{"about": "a", "namespace": "n", "sections": [{"texts": [{"name": "kA", "en": "x", "zh-CN": "好"}, {"name": "kA", "en": "y", "zh-CN": "好"}]}]}]=]
    [=[tests/bad.json, entry kA is written twice]=]
    "no namespace"
    [=[{"about": "a", "sections": []}]=]
    [=[tests/bad.json has no "namespace" string]=]
    "a bad namespace"
    [=[{"about": "a", "namespace": "npuzzle::", "sections": []}]=]
    [=[tests/bad.json: "npuzzle::" is not a C++ namespace]=]
    "no sections"
    [=[{"about": "a", "namespace": "n"}]=]
    [=[tests/bad.json has no "sections" array]=]
    "not JSON"
    [=[{"about": "a", "namespace": "n", "sections": [}]]=]
    [=[tests/bad.json is not valid JSON]=])
list(LENGTH cases count)
math(EXPR last "${count} - 1")
foreach(i RANGE 0 ${last} 3)
  math(EXPR at_json "${i} + 1")
  math(EXPR at_said "${i} + 2")
  list(GET cases ${i} what)
  list(GET cases ${at_json} json)
  list(GET cases ${at_said} expected)
  generate("${json}" result said header)
  if(result EQUAL 0)
    list(APPEND failures "a catalog with ${what} was accepted; the generator must stop and say "
                         "'${expected}'")
  else()
    string(FIND "${said}" "${expected}" at)
    if(at EQUAL -1)
      list(APPEND failures "a catalog with ${what}: expected the error to say '${expected}'; it "
                           "said: ${said}")
    endif()
    if(NOT header STREQUAL "")
      list(APPEND failures "a catalog with ${what} was refused but its header was written")
    endif()
  endif()
endforeach()

file(REMOVE_RECURSE ${WORK})
if(failures)
  list(JOIN failures "\n" failures)
  message(FATAL_ERROR "${failures}")
endif()
math(EXPR malformed "${count} / 3")
message(STATUS "a sound catalog (LF and CRLF) generated as expected; ${malformed} malformed "
               "catalogs each refused, naming the catalog and the entry")
