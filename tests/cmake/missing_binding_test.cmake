# cmake -DNPUZZLE_KIT=KIT -DWORK=DIR -P missing_binding_test.cmake: configures the fake kit of
# missing_binding/ (one lesson, no judge binding) in DIR and fails unless the configure stopped
# with a message naming the file to write and the checklist.
file(REMOVE_RECURSE ${WORK})
execute_process(COMMAND ${CMAKE_COMMAND} -S ${CMAKE_CURRENT_LIST_DIR}/missing_binding -B ${WORK}
                        -DNPUZZLE_KIT=${NPUZZLE_KIT}
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(REMOVE_RECURSE ${WORK})
# CMake wraps a message at 80 columns: compare with its spaces and line breaks as one space.
string(REGEX REPLACE "[ \n]+" " " said "${out}${err}")
set(expected "judge/lessons/lesson99_bindings.hpp" "judge/lessons/lesson00_bindings.hpp"
             "docs/judging.md, section \"What a new lesson needs\"")
if(result EQUAL 0)
  message(FATAL_ERROR "configuring a lesson without its judge binding succeeded; it must stop "
                      "and say which file to write. CMake said:\n${out}${err}")
endif()
foreach(part IN LISTS expected)
  string(FIND "${said}" "${part}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "configuring a lesson without its judge binding stopped, but its message "
                        "does not name '${part}'. CMake said:\n${out}${err}")
  endif()
endforeach()
message(STATUS "the configure stopped and named the binding to write and the checklist")
