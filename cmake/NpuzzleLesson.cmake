# npuzzle_add_lesson(DIR 03-bfs SOURCE bfs USES 01 02)
#
# One lesson = one frozen header and two implementations of it: the student stub
# (lessons/DIR/SOURCE.cpp) and the reference (solutions/DIR/SOURCE.cpp). Each becomes a static
# library; binaries choose one by linking it (no sources are copied or renamed).
#
# USES lists, by number, every earlier lesson this one calls (indirect ones too). The student test
# binary of a lesson links the student's code for this lesson only and the reference for the rest,
# so an unfinished lesson 01 never fails lesson 03. Without solutions/ everything is the student's.
#
# Creates: npuzzle::lessonNN (headers), npuzzle::lessonNN_student, npuzzle::lessonNN_reference,
# and, with tests on, lessonNN_reference_tests / lessonNN_student_tests from
# tests/lessons/lessonNN_SOURCE.cpp.
function(npuzzle_add_lesson)
  cmake_parse_arguments(L "" "DIR;SOURCE" "USES" ${ARGN})
  string(SUBSTRING ${L_DIR} 0 2 id)
  set(api npuzzle_lesson${id})
  add_library(${api} INTERFACE)
  add_library(npuzzle::lesson${id} ALIAS ${api})
  target_include_directories(${api} INTERFACE ${PROJECT_SOURCE_DIR}/lessons/${L_DIR})
  target_link_libraries(${api} INTERFACE npuzzle::core npuzzle::tracer_events)
  foreach(dep IN LISTS L_USES)
    target_link_libraries(${api} INTERFACE npuzzle_lesson${dep})
  endforeach()

  set(impls student)
  set(student_src ${PROJECT_SOURCE_DIR}/lessons/${L_DIR}/${L_SOURCE}.cpp)
  set(reference_src ${PROJECT_SOURCE_DIR}/solutions/${L_DIR}/${L_SOURCE}.cpp)
  if(NPUZZLE_HAVE_SOLUTIONS)
    list(APPEND impls reference)
  endif()
  foreach(impl IN LISTS impls)
    add_library(${api}_${impl} STATIC ${${impl}_src})
    add_library(npuzzle::lesson${id}_${impl} ALIAS ${api}_${impl})
    target_link_libraries(${api}_${impl} PUBLIC ${api} PRIVATE npuzzle_warnings)
  endforeach()

  set_property(GLOBAL APPEND PROPERTY NPUZZLE_LESSONS ${id})
  set_property(GLOBAL PROPERTY NPUZZLE_LESSON${id}_DIR ${L_DIR})
  set_property(GLOBAL PROPERTY NPUZZLE_LESSON${id}_SOURCE ${L_SOURCE})
  set_property(GLOBAL PROPERTY NPUZZLE_LESSON${id}_USES "${L_USES}")
endfunction()

# The implementation libraries of all lessons, for a program: IMPL is student or reference.
function(npuzzle_lesson_libraries out impl)
  get_property(ids GLOBAL PROPERTY NPUZZLE_LESSONS)
  set(libs)
  foreach(id IN LISTS ids)
    if(impl STREQUAL "reference" AND NPUZZLE_HAVE_SOLUTIONS)
      list(APPEND libs npuzzle_lesson${id}_reference)
    else()
      list(APPEND libs npuzzle_lesson${id}_student)
    endif()
  endforeach()
  # Later lessons call earlier ones, and a static library must precede those it uses on the link
  # line: newest lesson first.
  list(REVERSE libs)
  set(${out} ${libs} PARENT_SCOPE)
endfunction()
