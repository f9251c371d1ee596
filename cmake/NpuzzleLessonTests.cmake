# npuzzle_add_lesson_tests(NN): compiles tests/lessons/lessonNN_SOURCE.cpp once, links it twice,
# and registers the tests.
#  - lessonNN_reference_tests: the reference of this lesson and of every lesson it uses.
#  - lessonNN_student_tests: the student's code for this lesson, the reference for the others
#    (the student's own where there are no solutions), so each lesson is graded on its own.
#  - tests/hidden/lessonNN_SOURCE.cpp, when it exists, joins both binaries: instructor-only tests
#    that the grader reports with their own visibility; the student edition has no tests/hidden/.
# Tests: lessonNN.reference (label reference) must pass. With NPUZZLE_STUB_CHECK, lessonNN.stubs
# (label student) proves every graded test fails on the untouched stub; otherwise lessonNN.student
# runs the student's tests for real. Each has a TIMEOUT: the tests that can run away have their
# own watchdogs of seconds, so this only catches what those miss, well before CTest's 1,500 s.
set(NPUZZLE_LESSON_TEST_TIMEOUT 300)

# The grader links each student's worker statically, one after another on a submission's critical
# path: gold does it in ~0.3 s where the default linker takes ~0.5 s. Used where it links here.
include(CheckLinkerFlag)
# The CPU clock of the thread a lesson's search runs on, in process (tests/support/
# thread_cpu_clock.hpp): each system's own, or `wall` (the wall clock, said so in a failure).
if(CMAKE_SYSTEM_NAME STREQUAL "Linux")
  set(clock_default linux)
elseif(APPLE)
  set(clock_default macos)
elseif(WIN32)
  set(clock_default windows)
else()
  set(clock_default wall)
endif()
set(NPUZZLE_THREAD_CPU_CLOCK ${clock_default} CACHE STRING
    "The thread CPU clock of the in-process tests: linux, macos, windows or wall")
set_property(CACHE NPUZZLE_THREAD_CPU_CLOCK PROPERTY STRINGS linux macos windows wall)
check_linker_flag(CXX "-fuse-ld=gold" NPUZZLE_WORKER_LINKER_GOLD)
include(${CMAKE_CURRENT_LIST_DIR}/NpuzzleLessonBinding.cmake)
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
  target_link_libraries(${objects} PRIVATE npuzzle_lesson${id} npuzzle_judge_client npuzzle_catch)
  # How the tests reach the code in process, compiled once for every lesson's programs.
  if(NOT TARGET npuzzle_link_in_process)
    add_library(npuzzle_link_in_process OBJECT
      ${CMAKE_CURRENT_SOURCE_DIR}/support/link_in_process.cpp
      ${CMAKE_CURRENT_SOURCE_DIR}/support/thread_cpu_clock_${NPUZZLE_THREAD_CPU_CLOCK}.cpp)
    target_link_libraries(npuzzle_link_in_process PRIVATE npuzzle::core npuzzle_judge_client
                                                          npuzzle_catch)
    # The reporter the grade table reads (grading/verdict/), in every in-process program.
    add_library(npuzzle_results_reporter OBJECT
                ${CMAKE_CURRENT_SOURCE_DIR}/support/results_reporter.cpp)
    target_include_directories(npuzzle_results_reporter PRIVATE ${PROJECT_SOURCE_DIR}/grading/verdict)
    target_link_libraries(npuzzle_results_reporter PRIVATE npuzzle::core npuzzle_catch)
  endif()
  # Later lessons call earlier ones: the newest first on the link line, as static libraries need.
  set(deps_newest_first ${uses})
  list(REVERSE deps_newest_first)
  foreach(impl IN LISTS impls)
    set(exe lesson${id}_${impl}_tests)
    add_executable(${exe} $<TARGET_OBJECTS:${objects}> $<TARGET_OBJECTS:npuzzle_link_in_process>
                          $<TARGET_OBJECTS:npuzzle_results_reporter>)
    target_link_libraries(${exe} PRIVATE npuzzle_lesson${id}_${impl} npuzzle_judge_client
                                         npuzzle_catch)
    foreach(dep IN LISTS deps_newest_first)
      if(impl STREQUAL "reference")
        target_link_libraries(${exe} PRIVATE npuzzle_lesson${dep}_reference)
      else()
        target_link_libraries(${exe} PRIVATE npuzzle_lesson${dep}_${other_impl})
      endif()
    endforeach()
  endforeach()

  if(NPUZZLE_HAVE_SOLUTIONS)
    add_test(NAME lesson${id}.reference COMMAND lesson${id}_reference_tests)
    set_tests_properties(lesson${id}.reference PROPERTIES LABELS "reference;lesson${id}"
                                                          TIMEOUT ${NPUZZLE_LESSON_TEST_TIMEOUT})
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
  set_tests_properties(${student_test} PROPERTIES LABELS "student;lesson${id}"
                                                   TIMEOUT ${NPUZZLE_LESSON_TEST_TIMEOUT})
  if(NPUZZLE_JUDGE_FROM_OUTSIDE)
    npuzzle_add_lesson_judge(${id})
  endif()
endfunction()

# npuzzle_add_lesson_judge(NN): the lesson judged from outside (docs/judging.md).
#  - lessonNN_judge: the same test objects linked with the lesson's calls, which send every call
#    of its frozen functions to a worker process: no student code. Both sides are made from
#    judge/lessons/lessonNN_bindings.hpp (judge/src/lesson_calls.cpp, lesson_handlers.cpp), with
#    judge/lessons/lessonNN_calls.cpp for what a lesson binds by hand, if it has one.
#  - npuzzle_worker_lessonNN: the lesson's handlers; with the server (main) and a lesson
#    implementation it makes a worker (lessonNN_reference_worker here; the grader links the
#    student's file the same way, from the manifest grading/lessonNN-worker.json).
#  - lessonNN_catalog: build/grading/lessonNN-tests.json, the grader's catalog of the lesson (its
#    tests, tags and which are hidden), listed by the judge itself (grading/catalog.py).
#  - lessonNN.remote (label remote): the judge against the reference worker must pass.
# The lesson's bindings (docs/judging.md) for a target that compiles one side of them.
function(npuzzle_use_lesson_bindings target id)
  target_compile_definitions(${target} PRIVATE
                             NPUZZLE_LESSON_BINDINGS_FILE="lesson${id}_bindings.hpp")
  target_include_directories(${target} PRIVATE ${PROJECT_SOURCE_DIR}/judge/lessons
                                               ${PROJECT_SOURCE_DIR}/tests/support)
endfunction()

function(npuzzle_add_lesson_judge id)
  get_property(dir GLOBAL PROPERTY NPUZZLE_LESSON${id}_DIR)
  npuzzle_require_lesson_binding(${id} ${dir})
  get_property(source GLOBAL PROPERTY NPUZZLE_LESSON${id}_SOURCE)
  get_property(uses GLOBAL PROPERTY NPUZZLE_LESSON${id}_USES)
  set(judge_dir ${PROJECT_SOURCE_DIR}/judge/lessons)
  set(dep_impl student)
  if(NPUZZLE_HAVE_SOLUTIONS)
    set(dep_impl reference)
  endif()
  set(dep_libs)
  set(dep_dirs)
  foreach(dep IN LISTS uses)
    list(PREPEND dep_libs npuzzle_lesson${dep}_${dep_impl})  # newest first on the link line
    get_property(dep_dir GLOBAL PROPERTY NPUZZLE_LESSON${dep}_DIR)
    list(APPEND dep_dirs ${PROJECT_SOURCE_DIR}/lessons/${dep_dir})
  endforeach()

  # The handlers read the values the tests' own types are made of (tests/support), such as the
  # estimates of lessons 05 and 06; the student's file is compiled without them.
  set(handlers ${PROJECT_SOURCE_DIR}/judge/src/lesson_handlers.cpp)
  add_library(npuzzle_worker_lesson${id} STATIC ${handlers})
  npuzzle_use_lesson_bindings(npuzzle_worker_lesson${id} ${id})
  target_link_libraries(npuzzle_worker_lesson${id} PUBLIC npuzzle_judge_server npuzzle_lesson${id}
                                                   PRIVATE npuzzle_warnings)

  if(NOT TARGET npuzzle_link_judged)
    add_library(npuzzle_link_judged OBJECT ${CMAKE_CURRENT_SOURCE_DIR}/support/link_judged.cpp)
    target_link_libraries(npuzzle_link_judged PRIVATE npuzzle::core npuzzle_judge_client
                                                      npuzzle_catch)
  endif()
  set(calls ${PROJECT_SOURCE_DIR}/judge/src/lesson_calls.cpp)
  if(EXISTS ${judge_dir}/lesson${id}_calls.cpp)
    list(APPEND calls ${judge_dir}/lesson${id}_calls.cpp)
  endif()
  add_executable(lesson${id}_judge $<TARGET_OBJECTS:lesson${id}_test_objects> ${calls}
                                   $<TARGET_OBJECTS:npuzzle_link_judged>)
  npuzzle_use_lesson_bindings(lesson${id}_judge ${id})
  target_link_libraries(lesson${id}_judge PRIVATE npuzzle_judge_client npuzzle_lesson${id}
                                                  ${dep_libs} npuzzle_catch)

  # The grader's catalog of the lesson (grading/catalog.py), where Python is: the grader and the
  # student's ./kit test read it; `cmake --workflow --preset test` needs none.
  if(TARGET Python3::Interpreter)
    # Listed by the judge itself, which links no student code.
    set(hidden_test tests/hidden/lesson${id}_${source}.cpp)
    set(hidden_arg)
    if(EXISTS ${PROJECT_SOURCE_DIR}/${hidden_test})
      set(hidden_arg --hidden ${hidden_test})
    endif()
    set(catalog ${PROJECT_BINARY_DIR}/grading/lesson${id}-tests.json)
    add_custom_command(OUTPUT ${catalog}
      COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/grading/catalog.py write
              --program $<TARGET_FILE:lesson${id}_judge> --lesson ${id} --dir ${dir}
              --source ${source} --public tests/lessons/lesson${id}_${source}.cpp ${hidden_arg}
              --out ${catalog}
      DEPENDS lesson${id}_judge ${PROJECT_SOURCE_DIR}/grading/catalog.py
      COMMENT "Listing lesson ${id}'s graded tests into grading/lesson${id}-tests.json" VERBATIM)
    add_custom_target(lesson${id}_catalog ALL DEPENDS ${catalog})
  endif()

  if(NPUZZLE_HAVE_SOLUTIONS)
    add_executable(lesson${id}_reference_worker ${handlers})
    npuzzle_use_lesson_bindings(lesson${id}_reference_worker ${id})
    target_link_libraries(lesson${id}_reference_worker PRIVATE npuzzle_judge_server
                          npuzzle_lesson${id}_reference ${dep_libs} npuzzle_warnings)
    add_test(NAME lesson${id}.remote COMMAND lesson${id}_judge)
    set_tests_properties(lesson${id}.remote PROPERTIES LABELS "remote;lesson${id}" TIMEOUT 600
      ENVIRONMENT "NPUZZLE_WORKER=$<TARGET_FILE:lesson${id}_reference_worker>")
  endif()

  # How the grader builds a worker from a student's file, with nothing of solutions/ in sight:
  # the public headers to copy, the flags, and the prebuilt libraries to link.
  string(TOUPPER "${CMAKE_BUILD_TYPE}" config)
  separate_arguments(config_flags UNIX_COMMAND "${CMAKE_CXX_FLAGS} ${CMAKE_CXX_FLAGS_${config}}")
  # -pthread also when compiling (the grader compiles and links in one run of the compiler): it
  # defines _REENTRANT, and a precompiled header made without it would not be used.
  list(APPEND config_flags -pthread)
  # The server's archive holds main, which calls the lesson's register_handlers: it comes first.
  set(libs npuzzle_judge_server npuzzle_worker_lesson${id} npuzzle_judge_wire ${dep_libs}
           npuzzle_tracer_events npuzzle_core)
  # The standard headers precompiled with the workers' flags (judge/worker_std.hpp), for GCC,
  # whose precompiled header the grader's -include picks up from beside the header.
  set(precompiled_json "")
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    set(pch_header ${PROJECT_BINARY_DIR}/grading/worker_std.hpp)
    if(NOT TARGET npuzzle_worker_pch)
      add_custom_command(OUTPUT ${pch_header} ${pch_header}.gch
        COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/judge/worker_std.hpp ${pch_header}
        COMMAND ${CMAKE_CXX_COMPILER} -std=c++20 ${config_flags} -x c++-header ${pch_header}
                -o ${pch_header}.gch
        DEPENDS ${PROJECT_SOURCE_DIR}/judge/worker_std.hpp
        COMMENT "Precompiling the workers' standard headers" VERBATIM)
      add_custom_target(npuzzle_worker_pch ALL DEPENDS ${pch_header}.gch)
    endif()
    set(precompiled_json "\"${pch_header}\", \"${pch_header}.gch\"")
  endif()

  # Everything the grader needs to judge this lesson (its judge, its catalog, what its workers
  # link), as one target: make checks a list of targets one walk each (25 walks took 8.5 s when
  # nothing had changed), one target in one walk.
  add_custom_target(lesson${id}_grading)
  add_dependencies(lesson${id}_grading lesson${id}_judge ${libs} npuzzle-launch)
  if(TARGET lesson${id}_catalog)
    add_dependencies(lesson${id}_grading lesson${id}_catalog)
  endif()
  if(TARGET npuzzle_worker_pch)
    add_dependencies(lesson${id}_grading npuzzle_worker_pch)
  endif()
  set(link_inputs)
  foreach(lib IN LISTS libs)
    list(APPEND link_inputs "\"$<TARGET_FILE:${lib}>\"")
  endforeach()
  set(header_dirs ${PROJECT_SOURCE_DIR}/core/include ${PROJECT_SOURCE_DIR}/tracer/include
                  ${PROJECT_SOURCE_DIR}/lessons/${dir} ${dep_dirs})
  foreach(list_name header_dirs config_flags)
    list(TRANSFORM ${list_name} PREPEND "\"")
    list(TRANSFORM ${list_name} APPEND "\"")
  endforeach()
  list(JOIN header_dirs ", " header_json)
  list(JOIN link_inputs ", " link_json)
  list(JOIN config_flags ", " flags_json)
  if(flags_json)
    set(flags_json ", ${flags_json}")
  endif()
  set(linker_json)
  if(NPUZZLE_WORKER_LINKER_GOLD)
    set(linker_json ", \"-fuse-ld=gold\"")
  endif()
  file(GENERATE OUTPUT ${PROJECT_BINARY_DIR}/grading/lesson${id}-worker.json CONTENT
"{\"lesson\": \"${id}\", \"dir\": \"${dir}\", \"source\": \"${source}\",
 \"cxx\": \"${CMAKE_CXX_COMPILER}\",
 \"compile_flags\": [\"-std=c++20\"${flags_json}],
 \"header_dirs\": [${header_json}],
 \"link_inputs\": [${link_json}],
 \"precompiled\": [${precompiled_json}],
 \"link_flags\": [\"-static\", \"-pthread\"${linker_json}]}
")
endfunction()
