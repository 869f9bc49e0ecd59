// A parse worker that cannot start (its code fails as it loads), as one would in a broken install.
throw new Error('this worker cannot load');
