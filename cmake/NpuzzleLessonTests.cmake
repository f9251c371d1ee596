# npuzzle_add_lesson_tests(NN): compiles tests/lessons/lessonNN_SOURCE.cpp once, links it twice,
# and registers the tests.
#  - lessonNN_reference_tests: the reference of this lesson and of every lesson it uses.
#  - lessonNN_student_tests: the student's code for this lesson, the reference for the others
#    (the student's own where there are no solutions), so each lesson is graded on its own.
#  - tests/hidden/lessonNN_SOURCE.cpp, when it exists, joins both binaries: instructor-only tests
#    that the grader reports with their own visibility; the student edition has no tests/hidden/.
# Tests: lessonNN.reference (label reference) must pass. With NPUZZLE_STUB_CHECK, lessonNN.stubs
# (label student) proves every graded test fails on the untouched stub; otherwise lessonNN.student
# runs the student's tests for real.
function(npuzzle_add_lesson_tests id)
  get_property(source GLOBAL PROPERTY NPUZZLE_LESSON${id}_SOURCE)
  get_property(uses GLOBAL PROPERTY NPUZZLE_LESSON${id}_USES)
  set(test_src ${PROJECT_SOURCE_DIR}/tests/lessons/lesson${id}_${source}.cpp)
  set(hidden_src ${PROJECT_SOURCE_DIR}/tests/hidden/lesson${id}_${source}.cpp)
  if(EXISTS ${hidden_src})
    list(APPEND test_src ${hidden_src})
  endif()
  set(other_impl student)
  if(NPUZZLE_HAVE_SOLUTIONS)
    set(other_impl reference)
  endif()

  set(impls student)
  if(NPUZZLE_HAVE_SOLUTIONS)
    list(APPEND impls reference)
  endif()
  # The test code sees only the frozen headers, so one compilation serves both binaries.
  set(objects lesson${id}_test_objects)
  add_library(${objects} OBJECT ${test_src})
  target_link_libraries(${objects} PRIVATE npuzzle_lesson${id} npuzzle_catch)
  foreach(impl IN LISTS impls)
    set(exe lesson${id}_${impl}_tests)
    add_executable(${exe} $<TARGET_OBJECTS:${objects}>)
    target_link_libraries(${exe} PRIVATE npuzzle_lesson${id}_${impl} npuzzle_catch)
    foreach(dep IN LISTS uses)
      if(impl STREQUAL "reference")
        target_link_libraries(${exe} PRIVATE npuzzle_lesson${dep}_reference)
      else()
        target_link_libraries(${exe} PRIVATE npuzzle_lesson${dep}_${other_impl})
      endif()
    endforeach()
  endforeach()

  if(NPUZZLE_HAVE_SOLUTIONS)
    add_test(NAME lesson${id}.reference COMMAND lesson${id}_reference_tests)
    set_tests_properties(lesson${id}.reference PROPERTIES LABELS "reference;lesson${id}")
  endif()
  if(NPUZZLE_STUB_CHECK)
    set(student_test lesson${id}.stubs)
    add_test(NAME ${student_test}
             COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tests/tools/check_stubs_fail.py
                     $<TARGET_FILE:lesson${id}_student_tests>)
  else()
    set(student_test lesson${id}.student)
    add_test(NAME ${student_test} COMMAND lesson${id}_student_tests)
  endif()
  set_tests_properties(${student_test} PROPERTIES LABELS "student;lesson${id}")
endfunction()
