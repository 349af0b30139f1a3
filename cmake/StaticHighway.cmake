# hwy::hwy as a static, position-independent libhwy.a built from the sources of Debian's package
# (cmake/highway_source.sh unpacks them), for self-contained builds: libstrata.so then carries
# Highway and needs no libhwy.so. Built once, at configure time, in this build tree, with this
# build's compilers and toolchain file (so a cross build gets a cross-built Highway); only the
# core library, which is all Strata links (contrib/math is header-only).
set(STRATA_HIGHWAY_SOURCE_DIR ${PROJECT_SOURCE_DIR}/build/highway-source CACHE PATH
    "Highway's sources, unpacked here by cmake/highway_source.sh when missing")
set(highway_build ${PROJECT_BINARY_DIR}/highway)
set(highway_archive ${highway_build}/${CMAKE_STATIC_LIBRARY_PREFIX}hwy${CMAKE_STATIC_LIBRARY_SUFFIX})

if(NOT EXISTS ${highway_archive})
  execute_process(COMMAND bash ${PROJECT_SOURCE_DIR}/cmake/highway_source.sh
                          ${STRATA_HIGHWAY_SOURCE_DIR} COMMAND_ERROR_IS_FATAL ANY)
  set(toolchain)
  if(CMAKE_TOOLCHAIN_FILE)
    set(toolchain -DCMAKE_TOOLCHAIN_FILE=${CMAKE_TOOLCHAIN_FILE})
  endif()
  message(STATUS "Building Highway (static) in ${highway_build}")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -S ${STRATA_HIGHWAY_SOURCE_DIR} -B ${highway_build}
            -G ${CMAKE_GENERATOR} ${toolchain}
            -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=${CMAKE_C_COMPILER}
            -DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER} -DCMAKE_POSITION_INDEPENDENT_CODE=ON
            -DHWY_FORCE_STATIC_LIBS=ON -DHWY_ENABLE_CONTRIB=OFF -DHWY_ENABLE_EXAMPLES=OFF
            -DHWY_ENABLE_TESTS=OFF -DBUILD_TESTING=OFF
    OUTPUT_QUIET COMMAND_ERROR_IS_FATAL ANY)
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${highway_build} --target hwy
                  OUTPUT_QUIET COMMAND_ERROR_IS_FATAL ANY)
endif()

add_library(hwy::hwy STATIC IMPORTED)
set_target_properties(hwy::hwy PROPERTIES
  IMPORTED_LOCATION ${highway_archive}
  INTERFACE_INCLUDE_DIRECTORIES ${STRATA_HIGHWAY_SOURCE_DIR}
  INTERFACE_COMPILE_DEFINITIONS HWY_STATIC_DEFINE)
