-- One name for the neighbourhood service: the menu, /neighborhood, /reports and the rest of the site call it
-- «ارزیابی محله», but 0003 seeded the services' titles (shown in the service dialog and the credit history) as
-- «ارزیابی محیطی ملک». Only the seeded wording is replaced, so a title edited in the database since is kept.
UPDATE services
SET title = replace(title, 'ارزیابی محیطی ملک', 'ارزیابی محله')
WHERE category_name = 'environmental_evaluation' AND title LIKE 'ارزیابی محیطی ملک%';
